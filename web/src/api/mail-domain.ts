/** Firm Settings' mail domain calls (partner only). Types only from the shared schemas: no zod in the bundle. */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/mail-domain';
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { api } from './client';

export type MailDomainView = z.infer<typeof s.MailDomainView>;
export type MailDomain = z.infer<typeof s.MailDomain>;

export const mailDomainPath = firmRoutes.getMailDomain.path;

export const mailDomains = {
  get: () => api.call(firmRoutes.getMailDomain, {}, { quiet: true }),
  set: (domain: string) => api.call(firmRoutes.setMailDomain, { domain }, { fieldErrors: true }),
  check: () => api.call(firmRoutes.checkMailDomain, {}),
  remove: () => api.call(firmRoutes.removeMailDomain, {}),
};
