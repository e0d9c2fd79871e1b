/**
 * The answering routes of agreements and their sequel: signatures and the engagement letter, the deposit checkout,
 * submission, the profile and contact confirmation, and the link to a document an answer names.
 */
import type { answeringRoutes } from '@ledgerline/shared/routes/answering';
import type { Handlers } from '../platform/handle';
import { confirmContactInfo, markProfileUpdated } from './contact';
import { createCheckoutSession, verifyCheckoutSession } from './deposit';
import { updateEngagementLetter } from './engagement-letter';
import { markSignatureNotNeeded, removeSignature, signAgreement } from './signatures';
import { submitQuestionnaire } from './submit';
import { downloadUserDocument } from './user-document';

export const agreementHandlers: Pick<
  Handlers<typeof answeringRoutes>,
  | 'signAgreement'
  | 'removeSignature'
  | 'markSignatureNotNeeded'
  | 'updateEngagementLetter'
  | 'createCheckoutSession'
  | 'verifyCheckoutSession'
  | 'submitQuestionnaire'
  | 'markProfileUpdated'
  | 'confirmContactInfo'
  | 'downloadUserDocument'
> = {
  signAgreement,
  removeSignature,
  markSignatureNotNeeded,
  updateEngagementLetter,
  createCheckoutSession,
  verifyCheckoutSession,
  submitQuestionnaire,
  markProfileUpdated,
  confirmContactInfo,
  downloadUserDocument,
};
