/** POST /tax_returns/{id}/request_changes: the client asks for changes to a draft, with a reason (MD §4), once. */
import { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import { handle } from '../platform/handle';
import { review } from './review';

export const requestTaxReturnChanges = handle(taxReturnRoutes.requestTaxReturnChanges, (ctx) =>
  review(ctx, ctx.caller, ctx.input, 'change_requested'),
);
