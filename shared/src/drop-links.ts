/**
 * The firm's drop link (FA §2.9, §5.11, §7.5, §9; QD §9): a link anyone can upload documents through without
 * signing in, for the firm users it names to collect. Both sides of the wire read these limits and words.
 */

/** FA §9 / QD §9: drop links expire in 7 days. */
export const dropLinkLifetimeDays = 7;
/** One drop holds at most this many files (the dropzone's 999, QD §9). */
export const maxDropFiles = 999;
/** At most this many firm users are notified of a drop. */
export const maxDropNotified = 50;

/** The spec's own words (FA §5.11, §8.2). */
export const dropLinkText = {
  saved: 'Saved!',
  copied: 'Drop link copied to clipboard',
  uploaded: 'Upload successful',
  /** FA §5.11: a drop link needs at least one notified firm user (the warning's words are ours). */
  chooseFirmUser: 'Choose at least one firm user to notify',
} as const;

/** Our words, where the spec gives none. */
export const dropLinkOwnText = {
  disabled: 'The drop link is not turned on for this firm.',
  invalidLink: 'This drop link is not valid. Please ask the firm for a new one.',
  expiredLink: 'This drop link has expired. Please ask the firm for a new one.',
  notFirmUser: 'Choose active firm users of this firm',
  tooManyFiles: `A drop holds at most ${maxDropFiles} files`,
  nothingUploaded: 'No files were uploaded. Please upload the files first.',
  folderNotFound: 'These dropped documents were not found',
  invalidFolder: 'Invalid folder name',
  nameRequired: 'Please enter your name',
  emailInvalid: 'Please enter a valid email',
  tooMany: 'Too many uploads from this network. Please try again later.',
  notified: (name: string, count: number) =>
    `${name} dropped ${count} document${count === 1 ? '' : 's'} through the drop link`,
  zipName: 'Drop Link.zip',
} as const;

/**
 * A drop's folder as the page names it ('{name} {date}' or any words): letters, digits, spaces and - _ . ( ) @ ,
 * at most 120 characters, never '.' or '..' (it is a key prefix in storage, so no '/').
 */
export function isDropFolderName(name: string): boolean {
  return (
    name.length > 0 && name.length <= 120 && name !== '.' && name !== '..' && /^[\p{L}\p{N} _.()@,-]+$/u.test(name)
  );
}
