import type { Operations } from '../platform/http';
import { massEmailOperations } from './mass-email';
import { outOfOfficeOperations } from './out-of-office';

export const advisorOperations: Operations = { ...massEmailOperations, ...outOfOfficeOperations };
