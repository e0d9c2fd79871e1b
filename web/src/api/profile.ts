/**
 * Profile Settings' calls (FA §2.2, §2.3, §7.2, §7.3): a firm user's profile (PATCH /advisors/{id}), a client's own
 * (PATCH /users/me/profile), the overview setting, and the Guide's progress.
 * Field errors show inline; other errors are toasted by the API client.
 */
import { advisorRoutes } from '@ledgerline/shared/routes/advisors';
import { userRoutes } from '@ledgerline/shared/routes/users';
import type { GuideStepId } from '@ledgerline/shared/profile';
import type { ProfileBody } from '../components/profile/form';
import { api } from './client';

export const profiles = {
  updateAdvisor: (id: string, body: ProfileBody) =>
    api.call(advisorRoutes.updateAdvisor, { ...body, id }, { fieldErrors: true }),
  updateOwn: (body: ProfileBody) => api.call(userRoutes.updateOwnProfile, body, { fieldErrors: true }),
  updateOverviewSetting: (value: boolean) =>
    api.call(userRoutes.updateOverviewSetting, { last_activity_should_include_all_activity: value }),
  updateGuideProgress: (step: GuideStepId, completed: boolean) =>
    api.call(userRoutes.updateGuideProgress, { step, completed }),
};
