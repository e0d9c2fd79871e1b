import type { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { env } from '../env';

/**
 * The reply-drafting adapter. In AWS with a model configured (DRAFTER_MODEL_ID), Amazon Bedrock writes
 * the draft from the prompt; otherwise (locally, or a firm that chose no model) the caller's own
 * deterministic draft is the answer, so the feature works offline and tests are repeatable.
 */
export interface DraftRequest {
  system: string;
  prompt: string;
  /** The deterministic drafter's text: the local twin's answer. */
  localDraft: string;
}

let bedrock: BedrockRuntimeClient | undefined;

export const usesModel = () => env.STAGE === 'aws' && env.DRAFTER_MODEL_ID !== '';

/** Throws when the model fails or answers nothing. */
export async function draftText(r: DraftRequest): Promise<string> {
  if (!usesModel()) return r.localDraft;
  // The Bedrock SDK loads when a draft is asked of the model, not at the start of every conversations request.
  const { BedrockRuntimeClient, ConverseCommand } = await import('./bedrock-sdk');
  bedrock ??= new BedrockRuntimeClient({ region: env.AWS_REGION });
  const res = await bedrock.send(
    new ConverseCommand({
      modelId: env.DRAFTER_MODEL_ID,
      system: [{ text: r.system }],
      messages: [{ role: 'user', content: [{ text: r.prompt }] }],
      inferenceConfig: { maxTokens: 600, temperature: 0.3 },
    }),
  );
  const text = (res.output?.message?.content ?? [])
    .map((c) => c.text ?? '')
    .join('')
    .trim();
  if (!text) throw new Error('the model answered no text');
  return text;
}
