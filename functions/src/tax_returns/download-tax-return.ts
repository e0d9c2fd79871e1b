import { taxReturnText } from '@ledgerline/shared/tax-returns';
import { activityType } from '@ledgerline/shared/activity-types';
import { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import { handle } from '../platform/handle';
import { NotFound } from '../platform/errors';
import { presignDownload } from '../platform/adapters/files';
import { recordActivity } from '../platform/activity';
import { openReturn } from './review';

/** POST /tax_returns/{id}/download_tax_return: a short-lived link to the return's PDF, named as the file. */
export const downloadTaxReturn = handle(taxReturnRoutes.downloadTaxReturn, async (ctx) => {
  const { caller } = ctx;
  const { taxReturn, company } = await openReturn(caller, ctx.input.company_id, ctx.input.id);
  if (!taxReturn.file_key) throw new NotFound('file', taxReturnText.noFile);
  const fileName = taxReturn.file_name ?? `${taxReturn.tax_year} ${taxReturn.tax_return_name}.pdf`;
  const link = await presignDownload(taxReturn.file_key, fileName);
  await recordActivity({
    firmId: caller.firmId,
    action: 'tax_return_downloaded',
    typeId: activityType.delivery,
    title: 'Tax return downloaded',
    description: `${taxReturn.tax_year} ${taxReturn.tax_return_name}`,
    actorUserId: caller.userId,
    userId: caller.userId,
    companyId: company.companyId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { link, file_name: fileName };
});
