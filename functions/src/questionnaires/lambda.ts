import { domainHandler } from '../platform/domain-handler';
import { questionnaireOperations } from './routes';

export const handler = domainHandler('questionnaires', questionnaireOperations);
