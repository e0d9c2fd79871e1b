import type { RouteDef } from '../routes';
import * as f from '../schemas/firms';

export const firmRoutes: RouteDef[] = [
  { domain: 'firms', aws: ['table'], method: 'GET', path: '/firms/all_users', operation: 'allUsers', access: 'advisor', summary: 'The firm’s active firm users (a group-limited user: those of their own group)', output: f.FirmUserList },
  { domain: 'firms', aws: ['table'], method: 'GET', path: '/firms/{id}/firm_custom_statuses', operation: 'firmCustomStatuses', access: 'authenticated', summary: 'The caller’s firm’s custom questionnaire statuses; any other firm id answers 404', input: f.FirmIdPath, output: f.FirmCustomStatusList },
  { domain: 'firms', aws: ['table'], method: 'POST', path: '/firms/update_preferences', operation: 'updatePreferences', access: 'partner', summary: 'Firm Settings: merge preference flags and texts, set the theme’s colours (null clears one)', input: f.UpdatePreferencesInput, output: f.FirmSettings },
];
