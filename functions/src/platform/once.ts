import { Once } from './data/entities/once';
import { isConditionFailure } from './data/transact';

/**
 * Runs `effect` at most once per key, even when jobs repeat. If the effect throws, the marker is removed
 * so a retry can try again; an effect that succeeded is never repeated. Answers whether it ran now.
 */
export async function once(firmId: string, key: string, effect: () => Promise<void>): Promise<boolean> {
  try {
    await Once.create({ firmId, key }).go();
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
  try {
    await effect();
  } catch (e) {
    await Once.delete({ firmId, key }).go();
    throw e;
  }
  return true;
}
