/**
 * The advisor calls of MD §7 the SPA makes: the mass email (§2 dialog, §5, §8) and out of office (§2
 * banner). Types come from the shared schemas (types only: no zod in the bundle). The mass email calls are
 * quiet: the dialog shows their outcome itself, since a toast stays behind a modal dialog. Out-of-office
 * field errors show inline too; its other errors are toasted by the API client.
 */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/advisors';
import { advisorRoutes } from '@ledgerline/shared/routes/advisors';
import { api } from './client';

export type MassMessageQueued = z.infer<typeof s.MassMessageQueued>;
export type OutOfOfficeView = z.infer<typeof s.OutOfOfficeView>;
export type OutOfOfficeResult = z.infer<typeof s.OutOfOfficeResult>;
export type OutOfOfficeInput = Omit<z.input<typeof s.OutOfOfficeInput>, 'userId'>;

export const advisors = {
  sendTestMassMessage: (input: { subject: string; body: string }) =>
    api.call(advisorRoutes.sendTestMassMessage, input, { quiet: true }),
  sendMassMessage: (input: { subject: string; body: string; client_ids: string[] }) =>
    api.call(advisorRoutes.sendMassMessage, input, { quiet: true }),
  updateOutOfOffice: (userId: string, input: OutOfOfficeInput) =>
    api.call(advisorRoutes.updateOutOfOffice, { ...input, userId }, { fieldErrors: true }),
};
