/**
 * Words of Firm Settings at /firm (FA §2.9, §3.4, §5.11) and of the branded sign-in page. The spec names the
 * settings without wording them: these labels are ours, written so a firm understands what each one does.
 */
import { navText, toastDefaults } from '../messages';

/** A preference of FA §3.4 as Firm Settings shows it: a switch, a line of text, a longer text or a number of days. */
export type PreferenceField =
  | { key: string; kind: 'switch'; label: string; hint?: string }
  | { key: string; kind: 'text' | 'longText'; label: string; hint?: string; placeholder?: string }
  | { key: string; kind: 'days'; label: string; hint?: string; placeholder?: string };

export interface PreferenceGroup {
  id: string;
  title: string;
  fields: PreferenceField[];
}

/** Said under a setting whose part of the product is not built yet: it is kept, and takes effect when it is. */
const notYet = 'Saved for later: this part of the portal is not available yet.';

/** Every preference flag and text of FA §3.4, grouped as a firm thinks of them. */
export const preferenceGroups: PreferenceGroup[] = [
  {
    id: 'communication',
    title: 'Communication',
    fields: [
      {
        key: 'communication_disabled',
        kind: 'switch',
        label: 'Turn off messaging',
        hint: 'Clients and staff cannot send messages, and Messages is hidden.',
      },
      { key: 'in_app_banner_enabled', kind: 'switch', label: 'Show a banner to staff' },
      { key: 'in_app_banner_text', kind: 'longText', label: 'Banner text' },
    ],
  },
  {
    id: 'questionnaires',
    title: 'Questionnaires',
    fields: [
      {
        key: 'template_disabled_for_nonadmin',
        kind: 'switch',
        label: 'Only partners and admins can use templates',
      },
      { key: 'first_section_required', kind: 'switch', label: 'Clients must complete the first section first' },
      {
        key: 'hide_document_uploads_within_sections',
        kind: 'switch',
        label: 'Hide document uploads inside questionnaire sections',
      },
      { key: 'require_one_signature_per_section', kind: 'switch', label: 'One signature per section is enough' },
      { key: 'hide_signature_print_option', kind: 'switch', label: 'Hide the print-and-sign option' },
      {
        key: 'remove_please_upload_for_rollover_items',
        kind: 'switch',
        label: 'Leave out “Please upload” for last year’s items',
      },
      {
        key: 'questionnaire_reminder_frequency',
        kind: 'days',
        label: 'Days between questionnaire reminders',
        placeholder: '3',
      },
    ],
  },
  {
    id: 'documents',
    title: 'Documents',
    fields: [
      { key: 'hide_documents_view_from_clients', kind: 'switch', label: 'Hide Documents from clients' },
      { key: 'document_tags_enabled', kind: 'switch', label: 'Use document tags' },
      { key: 'disable_folder_action', kind: 'switch', label: 'Clients cannot create or change folders' },
      { key: 'disable_file_edit_action', kind: 'switch', label: 'Clients cannot rename or move files' },
      {
        key: 'bulk_upload_processor',
        kind: 'switch',
        label: 'Sort and split uploaded documents automatically',
      },
      { key: 'annotation_enabled', kind: 'switch', label: 'Annotate extracted documents' },
      { key: 'drop_link_enabled', kind: 'switch', label: 'Use the drop link' },
      {
        key: 'hide_sign_in_button_on_drop_link',
        kind: 'switch',
        label: 'Hide the Sign In button on the drop link page',
      },
    ],
  },
  {
    id: 'tax-returns',
    title: 'Tax returns',
    fields: [
      {
        key: 'new_tax_return_delivery_enabled',
        kind: 'switch',
        label: 'Deliver tax returns in the portal',
        hint: 'Shows Deliver in the navigation.',
      },
      {
        key: 'tax_return_identity_verification_enabled',
        kind: 'switch',
        label: 'Verify the signer’s identity before signing',
      },
      { key: 'signature_requests_enabled', kind: 'switch', label: 'Signature requests', hint: 'Shows Signatures.' },
      {
        key: 'tax_return_send_to_documents_path',
        kind: 'text',
        label: 'Folder for tax returns sent to Documents',
        placeholder: '/{year}/Tax Return',
      },
      {
        key: 'send_tax_return_to_documents_default_subject',
        kind: 'text',
        label: 'Default subject when a tax return is sent to Documents',
        placeholder: 'Your {tax_year} tax return is now accessible in Documents Portal.',
      },
      {
        key: 'send_tax_return_to_documents_default_message',
        kind: 'longText',
        label: 'Default message when a tax return is sent to Documents',
      },
    ],
  },
  {
    id: 'security',
    title: 'Security',
    fields: [
      { key: 'force_2fa_on_firm_users', kind: 'switch', label: 'Require two-factor sign-in for staff' },
      { key: 'force_2fa_on_users', kind: 'switch', label: 'Require two-factor sign-in for clients' },
    ],
  },
  {
    id: 'navigation',
    title: 'Navigation and staff',
    fields: [
      { key: 'all_activities_enabled', kind: 'switch', label: 'Show Activities', hint: 'The firm-wide activity log.' },
      { key: 'review_and_export_enabled', kind: 'switch', label: 'Show Connect (review and export)', hint: notYet },
      { key: 'tour_enabled', kind: 'switch', label: 'Show the Guide to staff', hint: notYet },
      { key: 'use_firm_roles', kind: 'switch', label: 'Use firm roles' },
      { key: 'has_firm_groups', kind: 'switch', label: 'Use firm groups' },
      {
        key: 'external_entity_id_allowed',
        kind: 'switch',
        label: 'Allow external entity ids',
        hint: 'Staff can give an entity the id it has in your other systems.',
      },
      { key: 'billing_enabled', kind: 'switch', label: 'Billing', hint: notYet },
    ],
  },
];

export const firmSettingsText = {
  title: navText.firmSettings,
  saved: toastDefaults.success,
  save: 'Save',
  saving: 'Saving…',
  noChanges: 'Nothing has changed yet.',
  unsaved: (n: number) => (n === 1 ? '1 unsaved change' : `${n} unsaved changes`),
  loadFailed: 'Firm Settings could not be loaded.',
  // The firm
  firm: 'Firm',
  timeZone: 'Time zone',
  slug: 'Sign-in page address',
  slugHint: (origin: string) =>
    `Your clients sign in at ${origin}/signin?firm=<address>. Lower-case letters, digits and hyphens.`,
  slugInvalid: 'Use 3 to 40 lower-case letters, digits or single hyphens',
  daysInvalid: 'Enter a whole number of days from 1 to 365',
  // Theme
  theme: 'Theme',
  themeIntro: 'Your colours on the staff and client screens and on your sign-in page.',
  primary: 'Primary colour',
  secondary: 'Secondary colour',
  accent: 'Accent colour',
  colourHint: 'Written #RRGGBB',
  colourInvalid: 'Write the colour as #RRGGBB',
  clearColour: (which: string) => `Clear the ${which.toLowerCase()}`,
  preview: 'Preview',
  previewButton: 'Primary button',
  previewLink: 'A link',
  previewSwitch: 'A switch',
  // Vocabulary
  vocabulary: 'Vocabulary',
  vocabularyIntro: 'Your firm’s own words, and what they mean.',
  keyWords: 'Key words',
  keyWordsRequired: 'Key words are required',
  description: 'Description',
  addWord: 'Add a word',
  removeWord: (w: string) => `Remove ${w || 'this word'}`,
  // Logo and favicon
  branding: 'Logo and favicon',
  logo: 'Logo',
  favicon: 'Favicon',
  upload: (what: string) => `Upload a ${what.toLowerCase()}`,
  replace: (what: string) => `Replace the ${what.toLowerCase()}`,
  noImage: 'None yet',
  imageTypes: 'PNG, JPEG, GIF, WebP or ICO, at most 2 MB',
  imageTooLarge: 'A logo or favicon is at most 2 MB',
  imageType: 'A logo or favicon is a PNG, JPEG, GIF, WebP or ICO image',
  uploadFailed: 'File upload failed, please try again.',
  uploaded: 'Upload successful',
  // Groups
  groups: 'Firm groups',
  groupsIntro: 'Offices or teams. Staff with group access see only their group’s clients.',
  groupName: 'Group name',
  addGroup: 'Add group',
  rename: (n: string) => `Rename ${n}`,
  remove: (n: string) => `Delete ${n}`,
  noGroups: 'No groups yet.',
  // Tags
  tags: 'Tags',
  contactTags: 'Contact tags',
  entityTags: 'Entity tags',
  documentTags: 'Document tags',
  tagName: (kind: string) => `New ${kind.toLowerCase().replace(/s$/, '')}`,
  addTag: 'Add',
  noTags: 'None yet.',
  // Custom statuses
  statuses: 'Custom statuses',
  statusesIntro:
    'Your own questionnaire statuses: what staff see, what the client sees, and what the client should do.',
  firmDisplay: 'Firm display text',
  clientDisplay: 'Client display text',
  clientInstruction: 'Client instruction',
  addStatus: 'Add status',
  editStatus: 'Edit status',
  editShort: 'Edit',
  noStatuses: 'No custom statuses yet.',
  cancel: 'Cancel',
  confirmDelete: (n: string) => `Delete ${n}?`,
  cannotUndo: 'This cannot be undone.',
  delete: 'Delete',
  edit: (n: string) => `Edit ${n}`,
} as const;
