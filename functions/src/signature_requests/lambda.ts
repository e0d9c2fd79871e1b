import { signatureRequestRoutes } from '@ledgerline/shared/routes/signature_requests';
import { domainHandler } from '../platform/domain-handler';
import { signatureRequestHandlers } from './routes';

export const handler = domainHandler(signatureRequestRoutes, signatureRequestHandlers);
