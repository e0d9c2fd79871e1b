/** What the directory lists' tests (GET /v2/users, GET /v2/entities) share. */
import { demoPassword, type FactoryUser } from './api';

/**
 * Query values every directory list refuses with 400: an unknown sort, page sizes out of range, bad pages and
 * flags, too long a search, an id that is no id. Each list's test adds its own filters.
 */
export const badListQueries: Record<string, string>[] = [
  { sort_by: 'password_hash' },
  { rows_per_page: '0' },
  { rows_per_page: '101' },
  { rows_per_page: 'ten' },
  { page: '-1' },
  { page: 'x' },
  { descending: 'maybe' },
  { hide_inactives: 'yes' },
  { search_term: 'x'.repeat(201) },
  { assigned_advisor_id: 'a#b' },
];

/** A full-access firm user and a group-limited one of the group 'North' (the firm must have that group). */
export const directoryStaff = (staffEmail: string, groupEmail: string): FactoryUser[] => [
  { email: staffEmail, fname: 'Sid', lname: 'Staff', is_advisor: true, firm_access: 'full', password: demoPassword },
  {
    email: groupEmail,
    fname: 'Gia',
    lname: 'Group',
    is_advisor: true,
    firm_access: 'group',
    firm_group: 'North',
    password: demoPassword,
  },
];
