/**
 * The client side of tax return delivery (MD §2 tax return card, §3 Tax return, §4 draft_status, §8): the
 * status sentences, the one-way draft review, and the texts the card, the dialog and the API share.
 */
export const draftStatuses = ['draft', 'approved', 'change_requested'] as const;
export type DraftStatus = (typeof draftStatuses)[number];

/** MD §4, exactly. */
export const draftStatusSentence: Record<DraftStatus | 'other', string> = {
  draft: 'Your tax return has been drafted. Please review the tax return and approve or request changes.',
  approved:
    "You have approved the return. At this stage, no further edits can be made. Please wait until we have reviewed the return. You will be notified when it's ready.",
  change_requested:
    "You have requested changes to the return. At this stage, no further edits can be made. You will be notified when it's ready for your signature.",
  other: 'Your tax return is ready to review. Please click the button below.',
};

/** The firm chose Upload later after the client asked for changes (FA §2.6): when the new draft comes. */
export const newDraftBy = (date: string) => `We plan to upload the updated draft by ${date}.`;

export function statusSentence(draftStatus: string | null | undefined): string {
  return draftStatus && (draftStatuses as readonly string[]).includes(draftStatus)
    ? draftStatusSentence[draftStatus as DraftStatus]
    : draftStatusSentence.other;
}

/** Only a draft can be approved or sent back; afterwards the client can only view (MD §4). */
export function canReview(r: { draft_status?: string | null; locked?: boolean }): boolean {
  return r.draft_status === 'draft' && !r.locked;
}

export const maxChangeReason = 5000;

export const taxReturnText = {
  reviewDraft: 'Review Draft',
  view: 'View',
  reasonForChanges: 'Reason for changes',
  reasonRequired: 'Please enter the reason for changes',
  /** MD §8 toasts and errors. */
  approved: 'Tax return approved successfully',
  changesRequested: 'Tax return changes requested successfully',
  approveFailed: 'Failed to approve tax return',
  requestFailed: 'Failed to request changes',
  downloadFailed: 'Error downloading tax return draft',
  bookmarksFailed: 'Failed to load PDF bookmarks',
  pdfFailed: 'Failed to load PDF file',
  /** The API's refusals. */
  locked: 'This tax return is locked',
  alreadyApproved: 'This tax return has already been approved',
  alreadyChangeRequested: 'Changes to this tax return have already been requested',
  notADraft: 'This tax return is not waiting for your review',
  notFound: 'Tax return not found',
  noFile: 'This tax return has no file yet',
} as const;
