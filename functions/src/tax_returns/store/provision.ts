/**
 * A delivered tax return as the firm's upload leaves it (the upload screens are another issue): the PDF in the
 * files bucket and the return's item, with its first log line. Used by the demo data and the local test factory.
 */
import type { DraftStatus } from '@ledgerline/shared/tax-returns';
import { newId } from '../../platform/auth/secrets';
import { putObject } from '../../platform/adapters/files';
import { db } from '../../platform/data/service';
import type { TaxReturnItem } from '../../platform/data/entities/tax-return';
import { mustCommit } from '../../platform/data/transact';

export interface NewTaxReturn {
  taxYear: number;
  name: string;
  draftStatus?: DraftStatus | null;
  status?: string;
  draftComment?: string;
  locked?: boolean;
  signaturesToSign?: number;
  paperFiledToMail?: number;
  paymentsRemaining?: number;
  pdf?: Uint8Array;
  fileName?: string;
  /** Any other field of the return as delivery leaves it (forms, vouchers, reminders...), for demo data and tests. */
  fields?: Partial<Omit<TaxReturnItem, 'firmId' | 'companyId' | 'taxReturnId'>>;
}

export const taxReturnKey = (firmId: string, companyId: string, taxReturnId: string) =>
  `tax-returns/${firmId}/${companyId}/${taxReturnId}.pdf`;

export async function createTaxReturn(firmId: string, companyId: string, r: NewTaxReturn): Promise<string> {
  const taxReturnId = newId();
  const fileKey = r.pdf ? taxReturnKey(firmId, companyId, taxReturnId) : undefined;
  if (r.pdf && fileKey) await putObject(fileKey, r.pdf, 'application/pdf');
  const draftStatus = r.draftStatus === undefined ? 'draft' : r.draftStatus;
  const at = new Date().toISOString();
  await mustCommit(
    db.transaction
      .write(({ taxReturn, taxReturnEvent }) => [
        taxReturn
          .create({
            firmId,
            companyId,
            taxReturnId,
            tax_year: r.taxYear,
            tax_return_name: r.name,
            status: r.status ?? draftStatus ?? 'sent',
            ...(draftStatus ? { draft_status: draftStatus } : {}),
            ...(r.draftComment ? { draft_comment: r.draftComment } : {}),
            locked: r.locked ?? false,
            // An unlocked draft waits for the client from now: the firm's waiting list (gsi2) holds it.
            waiting_since: draftStatus === 'draft' && !r.locked ? at : '',
            signatures_to_sign: r.signaturesToSign ?? 0,
            paper_filed_to_mail: r.paperFiledToMail ?? 0,
            payments_remaining: r.paymentsRemaining ?? 0,
            ...(fileKey
              ? { file_key: fileKey, original_key: fileKey, file_name: r.fileName ?? `${r.taxYear} ${r.name}.pdf` }
              : {}),
            document_name: r.name,
            version: 1,
            ...r.fields,
          } as never)
          .commit(),
        taxReturnEvent
          .create({
            firmId,
            companyId,
            taxReturnId,
            at,
            eventId: newId(),
            type_id: 5,
            title: draftStatus === 'draft' ? 'Draft sent for approval' : 'Tax return delivered',
            description: `${r.taxYear} ${r.name}`,
          })
          .commit(),
      ])
      .go(),
    () => new Error('tax return already exists'),
  );
  return taxReturnId;
}
