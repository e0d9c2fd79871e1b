/**
 * The staff calls that create and change clients (FA §7.2, §7.3): create, the email check, edit, delete and
 * restore, the user's entities, assignments, login info. Types come from the shared schemas (types only: no zod in
 * the bundle). Calls whose outcome a dialog shows itself are quiet; the rest toast the server's error.
 */
import type * as z from 'zod';
import type * as w from '@ledgerline/shared/schemas/users-write';
import { advisorRoutes } from '@ledgerline/shared/routes/advisors';
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { userRoutes } from '@ledgerline/shared/routes/users';
import type { BodyOf } from '@ledgerline/shared/route';
import { api } from './client';

export type CreateClientBody = z.input<typeof w.CreateClientInput>;
export type EmailAvailability = z.infer<typeof w.CheckEmailResult>;
export type UpdateUserBody = Omit<z.input<typeof w.UpdateUserInput>, 'id'>;
export type AssignedCompany = z.infer<typeof w.AssignedCompanies>['companies'][number];
export type SpouseBody = Omit<BodyOf<typeof companyRoutes.createSpouse>, 'id'>;

export const emailAvailabilityPath = userRoutes.checkEmailAvailability.path;
export const assignedCompaniesPath = userRoutes.userAssignedCompanies.path;

export const userAdmin = {
  /** The dialog shows a taken email (with the help link) and field errors itself. */
  create: (input: CreateClientBody) => api.call(userRoutes.createClient, input, { quiet: true }),
  checkEmail: (email: string) => api.call(userRoutes.checkEmailAvailability, { email }, { quiet: true }),
  addSpouse: (companyId: string, input: SpouseBody) =>
    api.call(companyRoutes.createSpouse, { ...input, id: companyId }, { quiet: true }),
  update: (id: string, input: UpdateUserBody) => api.call(userRoutes.updateUser, { ...input, id }, { quiet: true }),
  removeEmail: (id: string) => api.call(userRoutes.removeEmail, { id }, { quiet: true }),
  remove: (id: string) => api.call(userRoutes.deleteClient, { id }),
  restore: (id: string) => api.call(userRoutes.restoreDeletedUser, { id }),
  assignedCompanies: (id: string) => api.call(userRoutes.userAssignedCompanies, { id }, { quiet: true }),
  /** FA §7.4 'Update entity email': the entity's email becomes this owner's. */
  updateEntityEmail: (companyId: string, userId: string) =>
    api.call(companyRoutes.updateEntityEmail, { id: companyId, user_id: userId }),
  /**
   * FA §7.3 "Assign advisor to clients" (POST /advisors/assign_advisor_to_clients): its answer 'Success!' is what
   * the screen's 'Assigned firm user was updated successfully' waits for (update_assignments answers otherwise).
   */
  assignFirmUser: (advisorId: string, clientIds: string[]) =>
    api.call(advisorRoutes.assignAdvisorToClients, { advisorId, clientIds }),
  sendLoginInfo: (userIds: string[]) => api.call(advisorRoutes.sendClientLoginInfo, { user_ids: userIds }),
};
