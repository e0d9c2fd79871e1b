/**
 * The parts of the Bedrock SDK the drafter uses, in one module it imports lazily: a dynamic import of the SDK's
 * own index would keep every command in the bundle, this keeps only these.
 */
export { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
