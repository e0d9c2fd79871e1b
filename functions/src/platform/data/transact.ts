/**
 * ElectroDB answers a cancelled transaction with `canceled: true` instead of throwing. This turns a
 * cancellation caused by a failed condition into the caller's error, so no caller can miss it.
 */
export async function mustCommit<T extends { canceled: boolean; data: { code: string; message?: string }[] }>(
  transaction: Promise<T>,
  onConditionFailed: () => Error,
): Promise<T> {
  const result = await transaction;
  if (!result.canceled) return result;
  if (result.data.some((d) => d.code === 'ConditionalCheckFailed')) throw onConditionFailed();
  throw new Error(`Transaction cancelled: ${result.data.map((d) => d.code).join(', ')}`);
}

/** Whether a write failed on its condition (ElectroDB wraps the SDK's error, so its text is checked). */
export function isConditionFailure(e: unknown): boolean {
  const text = `${(e as { name?: string })?.name ?? ''} ${(e as Error)?.message ?? ''} ${String((e as { cause?: unknown })?.cause ?? '')}`;
  return /ConditionalCheckFailed|conditional request failed|TransactionCanceled/i.test(text);
}
