import type { z } from 'zod';
import type { CompanyQuery, DownloadTaxReturnInput, TaxReturnActivityQuery } from '@ledgerline/shared/schemas/tax-returns';
import { taxReturnText } from '@ledgerline/shared/tax-returns';
import { activityType } from '@ledgerline/shared/activity-types';
import type { Operations, RequestContext } from '../platform/http';
import { signedIn } from '../platform/http';
import { NotFound } from '../platform/errors';
import { openCompany } from '../platform/company-access';
import { presignDownload } from '../platform/adapters/files';
import { recordActivity } from '../platform/activity';
import { Firm } from '../platform/data/entities/firm';
import { approveTaxReturn, openReturn, requestTaxReturnChanges } from './review';
import { listCompanyReturns, listReturnEvents } from './store';
import { taxReturnCard } from './views';

/** GET /tax_returns/get_tax_returns_index: an entity's returns, newest year first. Clients see them only when the firm delivers returns in the portal. */
async function getTaxReturnsIndex(ctx: RequestContext<z.infer<typeof CompanyQuery>>) {
  const caller = signedIn(ctx);
  const company = await openCompany(caller, ctx.input.company_id);
  if (!caller.isAdvisor) {
    const prefs = ((await Firm.get({ firmId: caller.firmId }).go()).data?.preferences ?? {}) as Record<string, unknown>;
    if (prefs.new_tax_return_delivery_enabled !== true) return { tax_returns: [] };
  }
  const returns = await listCompanyReturns(caller.firmId, company.companyId);
  return { tax_returns: returns.sort((a, b) => b.tax_year - a.tax_year || a.tax_return_name.localeCompare(b.tax_return_name)).map(taxReturnCard) };
}

/** POST /tax_returns/{id}/download_tax_return: a short-lived link to the return's PDF, named as the file. */
async function downloadTaxReturn(ctx: RequestContext<z.infer<typeof DownloadTaxReturnInput>>) {
  const caller = signedIn(ctx);
  const { taxReturn, company } = await openReturn(caller, ctx.input.company_id, ctx.input.id);
  if (!taxReturn.file_key) throw new NotFound('file', taxReturnText.noFile);
  const fileName = taxReturn.file_name ?? `${taxReturn.tax_year} ${taxReturn.tax_return_name}.pdf`;
  const link = await presignDownload(taxReturn.file_key, fileName);
  await recordActivity({ firmId: caller.firmId, action: 'tax_return_downloaded', typeId: activityType.delivery, title: 'Tax return downloaded', description: `${taxReturn.tax_year} ${taxReturn.tax_return_name}`, actorUserId: caller.userId, userId: caller.userId, companyId: company.companyId, ip: ctx.ip, requestId: ctx.requestId });
  return { link, file_name: fileName };
}

/** GET /tax_returns/{id}/get_activity_logs: the return's own log, newest first. */
async function getTaxReturnActivityLogs(ctx: RequestContext<z.infer<typeof TaxReturnActivityQuery>>) {
  const caller = signedIn(ctx);
  const { company, taxReturn } = await openReturn(caller, ctx.input.company_id, ctx.input.id);
  const events = await listReturnEvents(caller.firmId, company.companyId, taxReturn.taxReturnId);
  return { activities: events.map((e) => ({ id: e.eventId, type_id: e.type_id ?? 5, title: e.title, description: e.description ?? '', created_at: e.at, user_id: e.user_id ?? null, user_name: e.user_name || null })) };
}

export const taxReturnOperations: Operations = { getTaxReturnsIndex, downloadTaxReturn, approveTaxReturn, requestTaxReturnChanges, getTaxReturnActivityLogs };
