/**
 * The parts of the Textract SDK the reader uses, in one module it imports lazily: a dynamic import of the SDK's
 * own index would keep every command in the bundle, this keeps only these.
 */
export {
  DetectDocumentTextCommand,
  GetDocumentTextDetectionCommand,
  StartDocumentTextDetectionCommand,
  TextractClient,
} from '@aws-sdk/client-textract';
