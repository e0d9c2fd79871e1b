/** POST /tax_returns/{id}/approve: the client approves a draft (MD §4), once. */
import { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import { handle } from '../platform/handle';
import { review } from './review';

export const approveTaxReturn = handle(taxReturnRoutes.approveTaxReturn, (ctx) =>
  review(ctx, ctx.caller, ctx.input, 'approved'),
);
