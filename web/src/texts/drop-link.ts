import { documentOwnText } from '@ledgerline/shared/documents';
import { dropLinkOwnText, dropLinkText, maxDropFiles } from '@ledgerline/shared/drop-links';

/**
 * Words of the Drop Link dialog, the public /drop-link page and the staff's /drop-link-downloads/{folder} page
 * (FA §2.2, §2.9, §5.11, §8.2). `dropLinkSpec` holds the spec's own texts, quoted exactly; `dropLinkLabels` the
 * names it gives without wording and our own plain words. Texts the API sends too come from
 * @ledgerline/shared/drop-links.
 */
export const dropLinkSpec = {
  // FA §8.2
  saved: dropLinkText.saved,
  copied: dropLinkText.copied,
  uploaded: dropLinkText.uploaded,
  // FA §5.11
  chooseFirmUser: dropLinkText.chooseFirmUser,
  zipName: dropLinkOwnText.zipName,
} as const;

export const dropLinkLabels = {
  // The dialog (FA §2.9)
  title: 'Drop Link',
  intro:
    'Anyone with this link can upload documents to your firm without signing in. The firm users chosen here are notified of each upload.',
  notify: 'Firm users to notify',
  save: 'Save',
  copy: 'Copy link',
  close: 'Close',
  link: 'Drop link',
  expires: (date: string) => `This link expires on ${date}.`,
  saveToCopy: 'Save your changes to copy the link.',
  loading: 'Loading the drop link…',
  loadFailed: 'The drop link could not be loaded.',
  copyFailed: 'The link could not be copied. Select it and copy it yourself.',

  // The public page (/drop-link)
  heading: (firm: string) => `Upload documents to ${firm}`,
  genericHeading: 'Upload documents',
  pageIntro: 'Send documents to the firm. No sign-in is needed.',
  invalidLinkText: dropLinkOwnText.invalidLink,
  name: 'Name',
  email: 'Email',
  description: 'Description (optional)',
  files: 'Files',
  chooseFiles: 'Choose files',
  filesHint: `Up to ${maxDropFiles} files, 150 MB each.`,
  noFiles: 'Choose at least one file to upload',
  remove: (file: string) => `Remove ${file}`,
  upload: 'Upload',
  uploading: 'Uploading…',
  nameRequired: dropLinkOwnText.nameRequired,
  emailInvalid: dropLinkOwnText.emailInvalid,
  tooManyFiles: dropLinkOwnText.tooManyFiles,
  fileTooLarge: (file: string) => `${file}: ${documentOwnText.fileTooLarge} (150 MB at most)`,
  emptyFile: (file: string) => `${file} is empty`,
  uploadFailed: (file: string) => `${file} could not be uploaded. Please try again.`,
  networkError: 'The upload failed. Check your connection and try again.',
  accepted: 'Received',
  rejected: 'Not accepted (the file is not what its name says, or it is empty)',
  uploadMore: 'Upload more documents',
  signIn: 'Sign in',

  // The staff's download page (/drop-link-downloads/{folder})
  downloadHeading: 'Dropped documents',
  folder: 'Folder',
  download: `Download ${dropLinkOwnText.zipName}`,
  downloadFailed: 'There was a problem downloading the folder.',
} as const;
