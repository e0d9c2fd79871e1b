/** GET /tax_returns/{id} and GET /tax_returns/get_voucher_definitions (FA §7.7). */
import { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import { voucherDefinitions } from '@ledgerline/shared/tax-return-delivery';
import { handle } from '../platform/handle';
import { detailOf, openDelivery } from './delivery-context';

export const getTaxReturn = handle(taxReturnRoutes.getTaxReturn, async ({ caller, input }) => {
  const { company, taxReturn } = await openDelivery(caller, input.company_id, input.id);
  return detailOf(caller, taxReturn, company);
});

export const getVoucherDefinitions = handle(taxReturnRoutes.getVoucherDefinitions, async () => ({
  vouchers: voucherDefinitions.map((v) => ({ ...v, due: { ...v.due } })),
}));
