import { formDefinitions } from '@ledgerline/shared/tax-return-delivery';
import { signatureRequestRoutes } from '@ledgerline/shared/routes/signature_requests';
import { handle } from '../platform/handle';

/** GET /signature_requests/get_form_definitions (FA §7.7): the e-sign forms a tax return's classification can name. */
export const getFormDefinitions = handle(signatureRequestRoutes.getFormDefinitions, async () => ({
  forms: formDefinitions.map((f) => ({ ...f, signers: [...f.signers] })),
}));
