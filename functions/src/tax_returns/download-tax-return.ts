import { taxReturnText } from '@ledgerline/shared/tax-returns';
import { activityType } from '@ledgerline/shared/activity-types';
import { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import { isDelivered } from '@ledgerline/shared/tax-return-delivery';
import { handle } from '../platform/handle';
import { NotFound } from '../platform/errors';
import { getObjectBytes, objectInfo, presignDownload, putObject } from '../platform/adapters/files';
import { recordActivity } from '../platform/activity';
import { openDelivery } from './delivery-context';
import { formsOf } from './delivery-views';
import { deliveredPdf } from './delivered-pdf';

/**
 * POST /tax_returns/{id}/download_tax_return: a short-lived link to the return's PDF. Staff get the upload itself
 * while it is prepared; the client the file delivered to them (the DRAFT-stamped copy while it is a draft). Once
 * delivered, `include_other_pages` is the whole return with the signatures on their pages and `only_signature_pages`
 * only the e-sign forms' pages; each is made once per version of the return and kept beside it.
 */
export const downloadTaxReturn = handle(taxReturnRoutes.downloadTaxReturn, async (ctx) => {
  const { caller, input } = ctx;
  const { taxReturn: r, company } = await openDelivery(caller, input.company_id, input.id);
  const base = (caller.isAdvisor && !isDelivered(r.status) ? r.original_key : undefined) ?? r.file_key;
  if (!base) throw new NotFound('file', taxReturnText.noFile);
  const name = r.file_name ?? `${r.tax_year} ${r.tax_return_name}.pdf`;
  let key = base;
  let fileName = name;
  const signed = isDelivered(r.status) && (input.include_other_pages || input.only_signature_pages);
  if (signed) {
    const only = Boolean(input.only_signature_pages) && !input.include_other_pages;
    key = `${base.replace(/\.pdf$/i, '')}-signed-v${r.version ?? 0}${only ? '-pages' : ''}.pdf`;
    fileName = name.replace(/\.pdf$/i, '') + (only ? ' - signature pages.pdf' : ' - signed.pdf');
    if (!(await objectInfo(key))) {
      const original = await getObjectBytes(base);
      if (!original) throw new NotFound('file', taxReturnText.noFile);
      await putObject(key, await deliveredPdf(original, formsOf(r), { onlySignaturePages: only }), 'application/pdf');
    }
  }
  const link = await presignDownload(key, fileName);
  await recordActivity({
    firmId: caller.firmId,
    action: 'tax_return_downloaded',
    typeId: activityType.delivery,
    title: 'Tax return downloaded',
    description: `${r.tax_year} ${r.tax_return_name}`,
    actorUserId: caller.userId,
    userId: caller.userId,
    companyId: company.companyId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { link, file_name: fileName };
});
