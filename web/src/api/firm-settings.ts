/**
 * Firm Settings' calls (FA §2.9, §3.4, §7.5) and the branded sign-in page's. Types come from the shared schemas
 * (types only: no zod in the bundle). The screens show their own outcomes, so the calls are quiet except saves.
 */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/firms';
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { api } from './client';

export type FirmSettingsView = z.infer<typeof s.FirmSettingsView>;
export type FirmVocab = z.infer<typeof s.FirmVocab>;
export type FirmThemeBySlug = z.infer<typeof s.FirmThemeBySlug>;
export type UpdatePreferencesBody = z.input<typeof s.UpdatePreferencesInput>;
export type CustomStatusView = z.infer<typeof s.FirmCustomStatus>;
export type CustomStatusFields = z.input<typeof s.CustomStatusInput>;
export type BrandingKind = z.infer<typeof s.BrandingUploadInput>['kind'];
export type BrandingType = z.infer<typeof s.BrandingUploadInput>['content_type'];
export type TagKind = 'contact' | 'entity' | 'document';

export const firmSettingsPath = firmRoutes.firmSettings.path;
export const themeBySlugPath = firmRoutes.firmThemeBySlug.path;

/** Each tag kind's list, add and remove (FA §7.5): document tags go by name, the others by id. */
export const tagRoutes = {
  contact: { list: firmRoutes.clientTags },
  entity: { list: firmRoutes.entityTags },
  document: { list: firmRoutes.documentTags },
} as const;

export const firmSettings = {
  get: () => api.call(firmRoutes.firmSettings, {}, { quiet: true }),
  save: (body: UpdatePreferencesBody) => api.call(firmRoutes.updatePreferences, body, { fieldErrors: true }),
  themeBySlug: (slug: string) => api.call(firmRoutes.firmThemeBySlug, { slug }, { auth: false, quiet: true }),

  addGroup: (name: string) => api.call(firmRoutes.addFirmGroup, { name }),
  renameGroup: (id: string, name: string) => api.call(firmRoutes.renameFirmGroup, { id, name }),
  removeGroup: (id: string) => api.call(firmRoutes.removeFirmGroup, { id }),

  statuses: (firmId: string) => api.call(firmRoutes.firmCustomStatuses, { id: firmId }, { quiet: true }),
  addStatus: (f: CustomStatusFields) => api.call(firmRoutes.addCustomStatus, f),
  editStatus: (id: string, f: CustomStatusFields) => api.call(firmRoutes.editCustomStatus, { id, ...f }),
  removeStatus: (id: string) => api.call(firmRoutes.removeCustomStatus, { id }),

  tags: (kind: TagKind) => api.call(tagRoutes[kind].list, {}, { quiet: true }),
  addTag: (kind: TagKind, name: string) =>
    kind === 'document'
      ? api.call(firmRoutes.addDocumentTag, { name })
      : api.call(kind === 'contact' ? firmRoutes.addClientTag : firmRoutes.addEntityTag, { new_tag: name }),
  removeTag: (kind: TagKind, tag: { id: string; name: string }) =>
    kind === 'document'
      ? api.call(firmRoutes.removeDocumentTag, { name: tag.name })
      : api.call(kind === 'contact' ? firmRoutes.removeClientTag : firmRoutes.removeEntityTag, { tag_id: tag.id }),

  brandingLink: (kind: BrandingKind, contentType: BrandingType, size: number) =>
    api.call(firmRoutes.brandingUploadLink, { kind, content_type: contentType, size_bytes: size }),
  confirmBranding: (kind: BrandingKind, uploadKey: string) =>
    api.call(firmRoutes.confirmBrandingUpload, { kind, upload_key: uploadKey }),
};
