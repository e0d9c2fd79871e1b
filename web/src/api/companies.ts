/** The entity calls the SPA makes. Response types come from the shared schemas (types only: no zod in the bundle). */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/companies';
import type * as n from '@ledgerline/shared/schemas/entity-notifications';
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { api } from './client';

export type CompanyView = z.infer<typeof s.CompanyView>;

export const companyByHashPath = companyRoutes.getCompanyByHashId.path;
export type CompanyDetail = z.infer<typeof s.CompanyDetail>;
export type CompanyOwner = z.infer<typeof s.CompanyOwner>;
export type CreateCompanyBody = z.input<typeof s.CreateCompanyInput>;
export type UpdateCompanyBody = z.input<typeof s.UpdateCompanyInput>;
export type NewOwnerBody = z.input<typeof s.CreateNewOwnerInput>;

export type OwnerWithNotifications = z.infer<typeof n.OwnerWithNotifications>;
export type OwnerNotificationsBody = z.input<typeof n.SaveOwnerNotificationsInput>;

export const companyPath = companyRoutes.getCompany.path;
export const notificationTypeIdsPath = companyRoutes.getNotificationTypeIds.path;
export const ownerNotificationsPath = companyRoutes.getOwnerNotifications.path;

export const companies = {
  /** The entity an address's {companyHash} names; 404 when the caller may not use it (the caller shows that). */
  byHash: (hash_id: string) => api.call(companyRoutes.getCompanyByHashId, { hash_id }, { quiet: [404] }),
  /** An entity with its fields, owners and tags (FA §3.2); 404 is the caller's to show. */
  get: (id: string) => api.call(companyRoutes.getCompany, { id }, { quiet: [404] }),
  /** FA §3.3 'Create entity'; field errors (the name rules of §5.1) are the dialog's to show. */
  create: (body: CreateCompanyBody) => api.call(companyRoutes.createCompany, body, { fieldErrors: true, quiet: [409] }),
  update: (body: UpdateCompanyBody) => api.call(companyRoutes.updateCompany, body, { fieldErrors: true, quiet: [409] }),
  remove: (id: string) => api.call(companyRoutes.deleteCompany, { id }),
  createNewOwner: (body: NewOwnerBody) => api.call(companyRoutes.createNewOwner, body, { fieldErrors: true }),
  updateOwners: (id: string, owner_ids: string[], copy: boolean, transfer: boolean) =>
    api.call(companyRoutes.updateOwners, {
      id,
      owner_ids,
      should_copy_over_previous_messages: copy,
      should_transfer_over_previous_messages: transfer,
    }),
  /** FA §5.4: the assigned firm user of the entity's primary owner (all of that person's entities); null clears it. */
  updateClientAssignment: (id: string, user_id: string | null) =>
    api.call(companyRoutes.updateClientAssignment, { id, special_role: 'assigned_advisor_id', user_id }),
  changePrimaryContact: (id: string, new_primary_contact_id: string) =>
    api.call(companyRoutes.changePrimaryContact, { id, new_primary_contact_id }),
  /** Notifications for an entity (FA §5.5): the caller's own subscription, and the owners' questionnaire mail. */
  notificationTypeIds: (id: string) => api.call(companyRoutes.getNotificationTypeIds, { id }, { quiet: true }),
  ownerNotifications: (id: string) => api.call(companyRoutes.getOwnerNotifications, { id }, { quiet: true }),
  saveSubscription: (entity_ids: string[], notification_type_ids: number[]) =>
    api.call(companyRoutes.saveNotificationSubscription, { entity_ids, notification_type_ids }),
  saveOwnerNotifications: (body: OwnerNotificationsBody) => api.call(companyRoutes.saveOwnerNotifications, body),
};
