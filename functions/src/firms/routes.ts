import type { Operations } from '../platform/http';
import { allUsers } from './staff';
import { firmCustomStatuses } from './custom-statuses';

export const firmOperations: Operations = { allUsers, firmCustomStatuses };
