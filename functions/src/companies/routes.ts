import type { Operations } from '../platform/http';
import { getCompanyByHashId } from './by-hash';

export const companyOperations: Operations = { getCompanyByHashId };
