/**
 * POST /users/update_guide_progress (FA §2.2 Guide at /admin-guide, when the firm's tour is on): a step of the
 * Guide done or not done, kept on the caller's user so it follows them to any browser.
 */
import { userRoutes } from '@ledgerline/shared/routes/users';
import { profileApiText } from '@ledgerline/shared/profile';
import { handle } from '../platform/handle';
import { Forbidden } from '../platform/errors';
import { getFirm, markGuideStep } from './store';

export const updateGuideProgress = handle(userRoutes.updateGuideProgress, async ({ caller, input }) => {
  const firm = await getFirm(caller.firmId);
  if ((firm?.preferences as Record<string, unknown> | undefined)?.tour_enabled !== true)
    throw new Forbidden(profileApiText.guideOff);
  const steps = await markGuideStep(caller.firmId, caller.userId, input.step, input.completed);
  return { message: profileApiText.guideSaved, guide_completed_steps: steps };
});
