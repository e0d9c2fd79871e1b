import { questionnaireRoutes } from '@ledgerline/shared/routes/questionnaires';
import { domainHandler } from '../platform/domain-handler';
import { questionnaireHandlers } from './routes';

export const handler = domainHandler(questionnaireRoutes, questionnaireHandlers);
