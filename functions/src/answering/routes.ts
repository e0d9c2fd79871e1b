import type { answeringRoutes } from '@ledgerline/shared/routes/answering';
import type { Handlers } from '../platform/handle';
import { answerHandlers } from './answer-routes';
import { agreementHandlers } from './agreement-routes';

/** Each answering route's handler: answers, entries, sections and notes; signatures, deposit, submission, contact. */
export const answeringHandlers: Handlers<typeof answeringRoutes> = { ...answerHandlers, ...agreementHandlers };
