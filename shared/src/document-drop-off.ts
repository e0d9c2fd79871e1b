/**
 * The Document Drop Off page (QD §2 /document-drop-off?questionnaireId&companyId, no sign-in; §9 'Document Drop Off
 * links expire in 7 days'): its words and limits, for both sides of the wire.
 */
export const dropOffLinkDays = 7;

export const dropOffText = {
  notFound: 'This Document Drop Off link is not valid. Please ask your firm for a new one.',
  expired: 'This Document Drop Off link has expired. Please ask your firm for a new one.',
  closed: 'This questionnaire no longer takes documents. Please contact your firm.',
  tooMany: 'Too many uploads from this network. Please wait a while and try again.',
  /** The default folder when the questionnaire names none ({year} is its tax year). */
  defaultFolder: '/{year}/Document Drop Off',
} as const;
