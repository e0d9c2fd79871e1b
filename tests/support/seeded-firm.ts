/** A firm on a test file's own stack with something stored of it, for the tests that read its items and files back. */
import { makeOwnFirm, type OwnFirm, sendClientMessage, signInTo, uploadDocument } from './own-stack';

export interface SeededFirm extends OwnFirm {
  /** The client's sign-in, for what the test has the client do after the seeding. */
  clientToken: string;
}

/** A firm with its partner, a client and the client's entity, then the client's messages and uploads, in order. */
export async function seedFirm(
  url: string,
  name: string,
  seed: { messages: string[]; documents: string[] },
): Promise<SeededFirm> {
  const firm = await makeOwnFirm(url, name);
  const clientToken = await signInTo(url, firm.client.email);
  for (const text of seed.messages) await sendClientMessage(url, clientToken, firm.client.companyId, text);
  for (const document of seed.documents) await uploadDocument(url, clientToken, firm.client.companyId, document);
  return { ...firm, clientToken };
}
