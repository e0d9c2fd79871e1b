import { declareRoutes } from '../route';
import * as f from '../schemas/firms';
import * as t from '../schemas/tags';
import * as md from '../schemas/mail-domain';

export const firmRoutes = declareRoutes('firms', {
  /** FA §6: only advisors load the firm's structure (its groups); clients read their firm in GET /sessions/current_user. */
  currentUserFirm: {
    aws: ['table'],
    method: 'GET',
    path: '/firms/current_user_firm',
    access: 'advisor',
    readsOnly: true,
    summary:
      'The caller’s firm: name, time zone, preferences, theme and its groups by name (a group-limited user: their own)',
    output: f.CurrentUserFirm,
  },
  allUsers: {
    aws: ['table'],
    method: 'GET',
    path: '/firms/all_users',
    access: 'advisor',
    summary: 'The firm’s active firm users (a group-limited user: those of their own group)',
    output: f.FirmUserList,
  },
  firmCustomStatuses: {
    aws: ['table'],
    method: 'GET',
    path: '/firms/{id}/firm_custom_statuses',
    access: 'authenticated',
    summary: 'The caller’s firm’s custom questionnaire statuses; any other firm id answers 404',
    input: f.FirmIdPath,
    output: f.FirmCustomStatusList,
  },
  updatePreferences: {
    aws: ['table'],
    method: 'POST',
    path: '/firms/update_preferences',
    access: 'partner',
    summary:
      'Firm Settings: merge preference flags and texts, set the theme’s colours (null clears one), and the time zone, sign-in address (slug, unique: 409) and vocabulary when given; only what is given is written',
    input: f.UpdatePreferencesInput,
    output: f.FirmSettings,
  },
  /** FA §2.9: Firm Settings (partner only) reads the firm's own settings, its logo and favicon as short-lived links. */
  firmSettings: {
    aws: ['table', 'files-read'],
    method: 'GET',
    path: '/firms/settings',
    access: 'partner',
    readsOnly: true,
    summary:
      'Firm Settings: the firm’s name, sign-in address (slug), time zone, preferences, theme, vocabulary, logo and favicon links',
    output: f.FirmSettingsView,
  },
  /**
   * FA §7.5: the branded sign-in page. The SPA reaches it as /signin?firm=<slug> (the slug a partner sets in Firm
   * Settings); alias is the host of a firm's address, whose first label is read as the slug.
   */
  firmThemeBySlug: {
    aws: ['table', 'files-read'],
    method: 'GET',
    path: '/firms/get_firm_theme_by_slug',
    access: 'public',
    readsOnly: true,
    summary:
      'The sign-in page’s branding for /signin?firm=<slug>: the firm’s name, favicon and logo links, theme and sign-in url (slug, or alias = a host whose first label is the slug); unknown: 404',
    input: f.ThemeBySlugQuery,
    output: f.FirmThemeBySlug,
  },
  /** FA §2.9, §3.4 firm_groups: Firm Settings adds, renames and deletes groups (partner only). */
  addFirmGroup: {
    aws: ['table'],
    method: 'POST',
    path: '/firms/firm_groups',
    access: 'partner',
    summary: 'Add a firm group (a name the firm has in any case: 409)',
    input: f.FirmGroupNameInput,
    output: f.FirmGroupSaved,
  },
  renameFirmGroup: {
    aws: ['table'],
    method: 'PATCH',
    path: '/firms/firm_groups/{id}',
    access: 'partner',
    summary: 'Rename a firm group; another firm’s id answers 404',
    input: f.FirmGroupPath,
    output: f.FirmGroupSaved,
  },
  removeFirmGroup: {
    aws: ['table'],
    method: 'DELETE',
    path: '/firms/firm_groups/{id}',
    access: 'partner',
    summary: 'Delete a firm group (its staff then see as staff with no group do); another firm’s id answers 404',
    input: f.FirmGroupPath,
    output: f.FirmGroupRemoved,
  },
  /** FA §2.9, §3.4 firm custom status: Firm Settings adds, edits and deletes them (partner only). */
  addCustomStatus: {
    aws: ['table'],
    method: 'POST',
    path: '/firms/firm_custom_statuses',
    access: 'partner',
    summary: 'Add a custom status: firm display text, client display text and client instruction',
    input: f.CustomStatusInput,
    output: f.CustomStatusSaved,
  },
  editCustomStatus: {
    aws: ['table'],
    method: 'PATCH',
    path: '/firms/firm_custom_statuses/{id}',
    access: 'partner',
    summary:
      'Change the given texts of a custom status (an empty instruction removes it); another firm’s id answers 404',
    input: f.CustomStatusPath,
    output: f.CustomStatusSaved,
  },
  removeCustomStatus: {
    aws: ['table'],
    method: 'DELETE',
    path: '/firms/firm_custom_statuses/{id}',
    access: 'partner',
    summary: 'Delete a custom status (questionnaires that had it show none); another firm’s id answers 404',
    input: f.CustomStatusPath,
    output: f.CustomStatusRemoved,
  },
  /** FA §3.4 medium_url, favicon_url: uploaded through a presigned link, then confirmed (partner only). */
  brandingUploadLink: {
    aws: ['files'],
    method: 'POST',
    path: '/firms/branding_upload_link',
    access: 'partner',
    summary:
      'A presigned PUT for the firm’s logo or favicon (PNG, JPEG, GIF, WebP or ICO, at most 2 MB, exactly size_bytes)',
    input: f.BrandingUploadInput,
    output: f.BrandingUploadLink,
  },
  confirmBrandingUpload: {
    aws: ['table', 'files-delete'],
    method: 'POST',
    path: '/firms/confirm_branding_upload',
    access: 'partner',
    summary:
      'Take an uploaded logo or favicon (checked to be an image) as the firm’s, replacing the old one; answers both links',
    input: f.BrandingConfirmInput,
    output: f.BrandingImages,
  },
  allEntityTypes: {
    aws: ['table'],
    method: 'GET',
    path: '/firms/all_entity_types',
    access: 'advisor',
    summary:
      'The entity types the firm offers: the built-in ones, then its own (custom_entity_types), without Individual when the firm disallows it',
    output: f.EntityTypeList,
    readsOnly: true,
  },
  allFirmsEntityTypes: {
    aws: ['table'],
    method: 'GET',
    path: '/firms/all_firms_entity_types',
    access: 'advisor',
    summary: 'The entity types the firm’s entities have (deleted ones included), for the Entities page’s type filter',
    output: f.EntityTypeList,
    readsOnly: true,
  },
  /** FA §5.6, §7.5: the firm's contact tags (on clients) and entity tags (on entities). */
  clientTags: {
    aws: ['table'],
    method: 'GET',
    path: '/firms/client_tags',
    access: 'advisor',
    readsOnly: true,
    summary: 'The firm’s contact tags, by name',
    output: t.TagList,
  },
  entityTags: {
    aws: ['table'],
    method: 'GET',
    path: '/firms/entity_tags',
    access: 'advisor',
    readsOnly: true,
    summary: 'The firm’s entity tags, by name',
    output: t.TagList,
  },
  addClientTag: {
    aws: ['table'],
    method: 'POST',
    path: '/firms/add_client_tag',
    access: 'full',
    summary: 'Create a contact tag (a name the firm has in any case: ‘Tag already exist’)',
    input: t.NewTagInput,
    output: t.TagAdded,
  },
  removeClientTag: {
    aws: ['table', 'queue'],
    method: 'POST',
    path: '/firms/remove_client_tag',
    access: 'full',
    summary: 'Delete a contact tag and take it off every client (many: through the queue)',
    input: t.RemoveTagInput,
    output: t.TagRemoved,
  },
  addEntityTag: {
    aws: ['table'],
    method: 'POST',
    path: '/firms/add_entity_tag',
    access: 'full',
    summary: 'Create an entity tag (a name the firm has in any case: ‘Tag already exist’)',
    input: t.NewTagInput,
    output: t.TagAdded,
  },
  removeEntityTag: {
    aws: ['table', 'queue'],
    method: 'POST',
    path: '/firms/remove_entity_tag',
    access: 'full',
    summary: 'Delete an entity tag and take it off every entity (many: through the queue)',
    input: t.RemoveTagInput,
    output: t.TagRemoved,
  },
  documentTags: {
    aws: ['table'],
    method: 'GET',
    path: '/firms/document_tags',
    access: 'advisor',
    readsOnly: true,
    summary: 'The firm’s document tags, by name (QD §2 Document Tags dialog)',
    output: t.TagList,
  },
  addDocumentTag: {
    aws: ['table'],
    method: 'GET',
    path: '/firms/add_document_tag',
    access: 'full',
    summary: 'Create a document tag by name (a name the firm has in any case: ‘Tag already exist’)',
    input: t.DocumentTagQuery,
    output: t.TagAdded,
  },
  removeDocumentTag: {
    aws: ['table'],
    method: 'GET',
    path: '/firms/remove_document_tag',
    access: 'full',
    summary:
      'Delete a document tag by name from the firm’s list (documents keep the names they were tagged with until edited)',
    input: t.DocumentTagQuery,
    output: t.TagList,
  },
  /** Mail from the firm's own domain (issue 20): SES identity with Easy DKIM; partner only. */
  getMailDomain: {
    aws: ['table'],
    method: 'GET',
    path: '/firms/mail_domain',
    access: 'partner',
    readsOnly: true,
    summary:
      'Firm Settings: the firm’s own mail domain (status pending, verified or failed; the DKIM CNAME records to add) and who its mail is sent from',
    output: md.MailDomainView,
  },
  setMailDomain: {
    aws: ['table', 'mailDomains'],
    method: 'PUT',
    path: '/firms/mail_domain',
    access: 'partner',
    summary:
      'Send the firm’s mail from its own domain: creates the SES identity (Easy DKIM) and answers the DNS records; not a domain name: 422; another firm’s: 409; the firm has one: 409',
    input: md.MailDomainInput,
    output: md.MailDomainView,
  },
  checkMailDomain: {
    aws: ['table', 'mailDomains'],
    method: 'POST',
    path: '/firms/mail_domain/check',
    access: 'partner',
    summary: 'Check the mail domain’s verification with SES; once verified the firm’s mail is sent from it',
    output: md.MailDomainView,
  },
  removeMailDomain: {
    aws: ['table', 'mailDomains'],
    method: 'DELETE',
    path: '/firms/mail_domain',
    access: 'partner',
    summary: 'Stop sending from the firm’s domain: deletes the SES identity; mail goes from the portal’s sender again',
    output: md.MailDomainView,
  },
  /** The firm's logo in its emails: a stable address (mail is read days later) that answers a fresh short-lived link. */
  mailLogo: {
    aws: ['table', 'files-read'],
    method: 'GET',
    path: '/firms/{id}/mail_logo',
    access: 'public',
    readsOnly: true,
    summary:
      'The firm’s logo for its emails: a redirect (302) to a short-lived link to the image; no logo or no such firm: 404',
    input: md.MailLogoQuery,
    output: md.MailLogoRedirect,
  },
});
