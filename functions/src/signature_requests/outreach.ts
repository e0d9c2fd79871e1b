/**
 * Telling people about a signature request: each signer by email when it is sent (once per signer, whatever job
 * repeats), the firm's staff in their notifications when a signer signs, and the firm's activity log.
 */
import { notificationType } from '@ledgerline/shared/notifications';
import { sendFirmMail } from '../platform/firm-mail';
import { env } from '../platform/env';
import { log } from '../platform/log';
import { once } from '../platform/once';
import { notifyUsers } from '../platform/notifications/notify';
import { staffToNotify } from '../platform/notifications/recipients';
import type { StoredSigner } from './rules';
import { getFirm, type CompanyItem, type SignatureRequestItem } from './store';

/** Where a signer opens the request: the review page. */
export function reviewLink(r: Pick<SignatureRequestItem, 'signatureRequestId' | 'companyId'>): string {
  return `${env.APP_URL}/review-signature-request/${encodeURIComponent(r.signatureRequestId)}?companyId=${encodeURIComponent(r.companyId)}`;
}

/** The staff path of the same review, for notifications. */
const reviewPath = (r: Pick<SignatureRequestItem, 'signatureRequestId' | 'companyId'>) =>
  `/review-signature-request/${encodeURIComponent(r.signatureRequestId)}?companyId=${encodeURIComponent(r.companyId)}`;

export async function announceToSigners(r: SignatureRequestItem): Promise<void> {
  const firm = await getFirm(r.firmId);
  const firmName = firm?.name ?? 'Your firm';
  const link = reviewLink(r);
  for (const signer of (r.signers ?? []) as StoredSigner[]) {
    if (signer.signed || signer.is_marked_signed) continue;
    await once(r.firmId, `signature-request:${r.signatureRequestId}:sent:${signer.id}`, () =>
      sendFirmMail(firm ?? r.firmId, {
        to: signer.email,
        subject: `${firmName}: please sign ${r.document_name}`,
        text: [
          `Hi ${signer.fname || 'there'},`,
          '',
          `${firmName} asks you to sign ${r.document_name} (${r.tax_year}).`,
          '',
          `Review and sign it here: ${link}`,
          '',
          firmName,
        ].join('\n'),
        action: 'Review and sign',
        tags: { kind: 'signature_request' },
      }),
    );
  }
}

/** A signer signed: the staff the entity's notifications reach hear of it (never failing the signature). */
export async function notifyFirmOfSignature(
  r: SignatureRequestItem,
  company: Pick<CompanyItem, 'companyId' | 'name'>,
  signerName: string,
  everyoneSigned: boolean,
): Promise<void> {
  const text = everyoneSigned
    ? `${signerName} signed ${r.document_name}: every signature is in`
    : `${signerName} signed ${r.document_name}`;
  try {
    const recipients = await staffToNotify(r.firmId, { companyId: company.companyId }, notificationType.taxReturn);
    await notifyUsers(r.firmId, recipients, {
      text,
      client_name: company.name,
      link: reviewPath(r),
      type: notificationType.taxReturn,
      company_id: company.companyId,
    });
  } catch (e) {
    log('error', 'signature request notification failed', { firmId: r.firmId, error: (e as Error).message });
  }
}
