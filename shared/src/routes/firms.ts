import { declareRoutes } from '../route';
import * as f from '../schemas/firms';

export const firmRoutes = declareRoutes('firms', {
  allUsers: {
    aws: ['table'],
    method: 'GET',
    path: '/firms/all_users',
    access: 'advisor',
    summary: 'The firm’s active firm users (a group-limited user: those of their own group)',
    output: f.FirmUserList,
  },
  firmCustomStatuses: {
    aws: ['table'],
    method: 'GET',
    path: '/firms/{id}/firm_custom_statuses',
    access: 'authenticated',
    summary: 'The caller’s firm’s custom questionnaire statuses; any other firm id answers 404',
    input: f.FirmIdPath,
    output: f.FirmCustomStatusList,
  },
  updatePreferences: {
    aws: ['table'],
    method: 'POST',
    path: '/firms/update_preferences',
    access: 'partner',
    summary: 'Firm Settings: merge preference flags and texts, set the theme’s colours (null clears one)',
    input: f.UpdatePreferencesInput,
    output: f.FirmSettings,
  },
});
