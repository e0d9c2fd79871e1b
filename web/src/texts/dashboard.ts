/**
 * Words of the client dashboard and the draft review (MD §2 "Client dashboard", §8; FA §9; QD §2, §4).
 * The spec's own texts are quoted exactly; the tax return and questionnaire texts come from
 * @ledgerline/shared/tax-returns and @ledgerline/shared/questionnaires.
 * The rest are labels the spec names without wording, kept plain.
 */
export const dashboardText = {
  // MD §2, the spec's wording.
  headingBoth: 'Questionnaires & Tax Returns',
  headingTaxReturns: 'Tax Returns',
  headingQuestionnaires: 'Questionnaires',
  sendMessage: 'Send a Message',
  taxYear: 'Tax Year',
  // Ours.
  advisor: 'Your advisor',
  noAdvisor: 'No advisor assigned yet',
  sections: 'Sections',
  loadingCards: 'Loading questionnaires and tax returns…',
  signaturesToSign: (n: number) => `${n} ${n === 1 ? 'signature' : 'signatures'} to sign`,
  paperFiledToMail: (n: number) => `${n} paper-filed ${n === 1 ? 'return' : 'returns'} to mail`,
  paymentsRemaining: (n: number) => `${n} ${n === 1 ? 'payment' : 'payments'} remaining`,
  previewNotice: 'You are previewing this client’s dashboard. Nothing can be sent or changed here.',
} as const;

export const draftReviewText = {
  index: 'Index',
  noBookmarks: 'This document has no bookmarks.',
  download: 'Download',
  approve: 'Approve',
  /** Ours: MD §4 'Once approved ... the client can only view; no further edits'. */
  approveTitle: 'Approve this tax return?',
  approveConfirm: 'Once approved, you can only view the return: no further edits can be made.',
  /** A read-only user or entity opens a draft it cannot approve or send back (FA §6). */
  viewOnly: 'View only',
  requestChanges: 'Request Changes',
  close: 'Close',
  reasonLabel: 'Reason',
  loadingPdf: 'Loading the tax return…',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (n: number, total: number) => `Page ${n} of ${total}`,
  viewer: 'Tax return document',
  activity: 'Activity',
  backToDashboard: 'Back to the dashboard',
} as const;
