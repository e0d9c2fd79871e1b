/**
 * Signatures of agreement sections (QD §3 Signature, §4 Signatures): one item per signer and section. Signing is a
 * conditional create, so a signature is written once; with one signature per section, the create and a check that
 * no other signer has signed commit together, so two signers signing at once cannot both succeed.
 */
import { db } from '../../platform/data/service';
import {
  QuestionnaireSignature,
  type QuestionnaireSignatureItem,
} from '../../platform/data/entities/questionnaire-answering';
import { isConditionFailure } from '../../platform/data/transact';
import { Conflict } from '../../platform/errors';

export type { QuestionnaireSignatureItem };

export interface SignatureKey {
  firmId: string;
  questionnaireId: string;
  sectionId: string;
  userId: string;
}

const raced = () => new Conflict('This was just changed by someone else. Please retry.');

export async function getSignature(key: SignatureKey): Promise<QuestionnaireSignatureItem | null> {
  return (await QuestionnaireSignature.get(key).go({ consistent: true })).data ?? null;
}

/** The stored signatures of one section (signed or marked not needed). */
export async function sectionSignatures(
  firmId: string,
  questionnaireId: string,
  sectionId: string,
): Promise<QuestionnaireSignatureItem[]> {
  const { data } = await QuestionnaireSignature.query
    .bySigner({ firmId, questionnaireId, sectionId })
    .go({ pages: 'all', consistent: true });
  // The key's prefix of one section id may also begin another's: keep this section's only.
  return data.filter((s) => s.sectionId === sectionId);
}

type SignedItem = SignatureKey & {
  user_name: string;
  signature: string;
  signed_at: string;
  client_time?: string;
  ip_address?: string;
  user_agent?: string;
};

/**
 * Writes a signature if the signer has none yet and, when `othersUnsigned` names the section's other signers, none
 * of them has signed. Answers false when either condition failed (nothing written).
 */
export async function writeSignature(item: SignedItem, othersUnsigned: readonly string[]): Promise<boolean> {
  return commitUnlessConditionFails(() =>
    db.transaction
      .write(({ questionnaireSignature }) => [
        questionnaireSignature.create({ ...item, state: 'signed' }).commit(),
        ...othersUnsigned.map((userId) =>
          questionnaireSignature
            .check({ ...item, userId })
            .where((a, op) => `${op.notExists(a.state)} OR ${op.ne(a.state, 'signed')}`)
            .commit(),
        ),
      ])
      .go(),
  );
}

type TransactionResult = { canceled: boolean; data: { code: string }[] };

/**
 * Commits a transaction: true when it committed, false when one of its conditions failed. DynamoDB cancels both of
 * two transactions on the same items at the same moment (TransactionConflict); each is tried again after a short
 * random pause, so one commits and the other then meets its condition.
 */
export async function commitUnlessConditionFails(write: () => Promise<TransactionResult>): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    const result = await write();
    if (!result.canceled) return true;
    if (result.data.some((d) => d.code === 'ConditionalCheckFailed')) return false;
    const conflict = result.data.some((d) => d.code === 'TransactionConflict');
    if (!conflict) throw new Error(`Transaction cancelled: ${result.data.map((d) => d.code).join(', ')}`);
    if (attempt === 4) throw raced();
    await new Promise((ok) => setTimeout(ok, 20 * 2 ** attempt * (0.5 + Math.random())));
  }
}

/** Marks a signature not needed when the signer has none; false when they have one (nothing written). */
export async function writeNotNeeded(key: SignatureKey, userName: string, markedBy: string): Promise<boolean> {
  try {
    await QuestionnaireSignature.create({ ...key, user_name: userName, state: 'not_needed', marked_by: markedBy }).go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** Deletes the signature if it is still in `state`; false when it is not (nothing deleted). */
export async function deleteSignature(key: SignatureKey, state: 'signed' | 'not_needed'): Promise<boolean> {
  try {
    await QuestionnaireSignature.delete(key)
      .where((a, op) => op.eq(a.state, state))
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}
