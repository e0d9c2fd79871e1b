import type { Operations } from '../platform/http';
import { allUsers } from './staff';

export const firmOperations: Operations = { allUsers };
