/**
 * The job that reads an uploaded return (FA §4.1 processing -> action_required, or -> draft with 'send draft for
 * approval'): refuses what pdf-lib cannot open or what has a password (status error with the spec's words), counts
 * the pages, and for a draft stamps DRAFT on every page of a copy (the upload is kept unchanged) and sends it to the
 * entity's primary contact. Idempotent: it acts only on the upload it was queued for while the return is processing.
 */
import type { ParsedPayloadOf } from '../platform/jobs';
import { taxReturnAdminText as text } from '@ledgerline/shared/tax-return-delivery';
import { activityType } from '@ledgerline/shared/activity-types';
import { getObjectBytes, putObject } from '../platform/adapters/files';
import { newId } from '../platform/auth/secrets';
import { syncDirectoryTaxReturn } from '../platform/directory';
import { inspectPdf } from '../platform/pdf-delivery/inspect';
import { log } from '../platform/log';
import type { taxReturnJobs } from './jobs';
import { deliveryLink, deliveryMail, tellClient } from './client-mail';
import { commitChange, getCompanies, getFirm, getReturn, getUser, StaleReturn } from './store';

type Payload = ParsedPayloadOf<typeof taxReturnJobs.processTaxReturn>;

export const draftKeyOf = (originalKey: string) => `${originalKey.replace(/\.pdf$/i, '')}-draft.pdf`;

export async function runProcessTaxReturn(p: Payload): Promise<void> {
  const key = { firmId: p.firmId, companyId: p.companyId, taxReturnId: p.taxReturnId };
  const r = await getReturn(p.firmId, p.companyId, p.taxReturnId);
  if (!r || r.deleted_at || r.status !== 'processing' || r.upload_id !== p.uploadId || !r.original_key) return;
  const bytes = await getObjectBytes(r.original_key);
  const inspection = bytes ? await inspectPdf(bytes) : ({ ok: false, reason: 'invalid' } as const);
  const event = (title: string, description = '') => ({
    at: new Date().toISOString(),
    eventId: newId(),
    type_id: activityType.delivery,
    title,
    description,
    user_name: '',
  });
  try {
    if (!inspection.ok || !bytes) {
      const message = inspection.ok
        ? text.invalidFiles
        : inspection.reason === 'encrypted'
          ? text.passwordProtected
          : text.invalidFiles;
      await commitChange(
        key,
        r.version ?? 0,
        { status: 'error', error_message: message },
        event('Tax return could not be read', message),
      );
    } else if (r.send_draft) {
      const { stampDraft } = await import('../platform/pdf-delivery/watermark');
      const draftKey = draftKeyOf(r.original_key);
      await putObject(draftKey, await stampDraft(bytes), 'application/pdf');
      const now = new Date().toISOString();
      await commitChange(
        key,
        r.version ?? 0,
        {
          status: 'draft',
          draft_status: 'draft',
          file_key: draftKey,
          page_count: inspection.pageCount,
          waiting_since: now,
          sent_at: now,
          locked: false,
        },
        event('Draft sent for approval', r.document_name ?? r.tax_return_name),
      );
      await sendDraftToPrimary(p, r.tax_year);
    } else {
      await commitChange(
        key,
        r.version ?? 0,
        { status: 'action_required', file_key: r.original_key, page_count: inspection.pageCount },
        event('Tax return ready to classify', `${inspection.pageCount} pages`),
      );
    }
  } catch (e) {
    // Someone changed the return meanwhile (a replace, a delete): this reading no longer applies.
    if (e instanceof StaleReturn) return;
    throw e;
  }
  await syncDirectoryTaxReturn(p.firmId, p.companyId, p.taxReturnId);
}

/** FA §4.1: the draft goes to the entity's primary contact. */
async function sendDraftToPrimary(p: Payload, year: number) {
  const [company] = await getCompanies(p.firmId, [p.companyId]);
  const primary = company?.primary_user_id ? await getUser(p.firmId, company.primary_user_id) : null;
  if (!company || !primary) return log('warn', 'tax return draft has no primary contact to send to', { ...p });
  const firm = await getFirm(p.firmId);
  await tellClient(
    p.firmId,
    primary,
    deliveryMail.draft(firm?.name ?? 'Your firm', year, deliveryLink(p.companyId, p.taxReturnId)),
    `tr-draft:${p.taxReturnId}:${p.uploadId}`,
  );
}
