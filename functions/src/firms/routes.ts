import type { Operations } from '../platform/http';
import { allUsers } from './staff';
import { firmCustomStatuses } from './custom-statuses';
import { updatePreferences } from './preferences';

export const firmOperations: Operations = { allUsers, firmCustomStatuses, updatePreferences };
