/**
 * Contact tags (on clients) and entity tags (on entities), FA §5.6, §7.2, §7.4, §7.5: the words the API and the
 * screens share. `tagText` quotes firm-administration.md exactly; `tagOwnText` holds texts the spec does not give.
 */

/** At most this many tags on one client or entity (each is a directory partition the item's rows are in). */
export const maxTagsPerItem = 8;
/** A tag's name, trimmed, is at most this long. */
export const maxTagNameLength = 50;
/** A bulk tag update names at most this many clients or entities. */
export const maxBulkTagItems = 1000;

export const tagText = {
  // §5.6: adding a tag whose name the firm already has (any case).
  exists: 'Tag already exist',
  // §5.6, §8.2: a bulk tag update with nothing selected.
  nothingSelected: 'No selected users or entities to update!',
  // §8.2: the screens' toasts when a call fails.
  addFailed: 'Issue adding new tag, please try again later.',
  saveFailed: 'Issue saving selected tags, please try again later.',
} as const;

export const tagOwnText = {
  // FA §8: the default success toast.
  saved: 'Successfully updated',
  nameRequired: 'Enter a tag name',
  nameTooLong: `A tag name can have at most ${maxTagNameLength} characters`,
  tagNotFound: 'Tag not found',
  unknownTags: 'Some of the selected tags do not exist',
  chooseTags: 'Select at least one tag',
  tooManyOnUser: `A user can have at most ${maxTagsPerItem} tags`,
  tooManyOnEntity: `An entity can have at most ${maxTagsPerItem} tags`,
  /** A bulk add that would leave some of the selected items over the limit: nothing is changed. */
  tooManyInBulk: (n: number, what: 'users' | 'entities') =>
    `${n} of the selected ${what} would have more than ${maxTagsPerItem} tags: nothing was changed`,
  tooManySelected: `Select at most ${maxTagsPerItem} tags`,
  /** Setting tags by names that the firm has no tag for, by a firm user who may not create tags. */
  mayNotCreate: (names: string[]) =>
    `The firm has no tag named ${names.map((n) => `‘${n}’`).join(', ')}, and only full-access firm users can create tags`,
} as const;
