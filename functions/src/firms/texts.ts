/** What the firms domain's Firm Settings calls answer (the spec words none of these). */
export const firmSettingsText = {
  saved: 'Firm settings saved',
  slugTaken: 'Another firm already uses this address',
  unknownSlug: 'No firm has this address',
  groupNotFound: 'The firm group was not found',
  groupNameRequired: 'A group name is required',
  groupExists: 'The firm already has a group with this name',
  statusNotFound: 'The custom status was not found',
  uploadNotFound: 'The image was not uploaded. Please try again.',
  notAnImage: 'A logo or favicon is a PNG, JPEG, GIF, WebP or ICO image',
  tooLarge: 'A logo or favicon is at most 2 MB',
} as const;
