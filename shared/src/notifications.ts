/**
 * Notifications (MD §3 Notification, §4; FA §2.5, §7.3): what staff are told about, by type. The type ids
 * extend the subscription ids of FA §5.5 (1 information, 2 document, 3 questionnaire, 7 questionnaire-document;
 * 4 questionnaire and 5 questionnaire signature from the same section) with messages and tax returns.
 */
export const notificationTypes = [
  { id: 1, label: 'Information' },
  { id: 2, label: 'Document' },
  { id: 3, label: 'Questionnaire' },
  { id: 4, label: 'Questionnaire submitted' },
  { id: 5, label: 'Questionnaire signature' },
  { id: 7, label: 'Questionnaire document' },
  { id: 8, label: 'Message' },
  { id: 9, label: 'Tax return' },
] as const;
export type NotificationTypeId = (typeof notificationTypes)[number]['id'];
export const notificationTypeIds = notificationTypes.map((t) => t.id) as NotificationTypeId[];

export const notificationType = {
  information: 1,
  document: 2,
  questionnaire: 3,
  questionnaireSubmitted: 4,
  questionnaireSignature: 5,
  questionnaireDocument: 7,
  message: 8,
  taxReturn: 9,
} as const satisfies Record<string, NotificationTypeId>;

/** Rows per page of the feed. */
export const notificationsPerPage = 20;
/** How long a notification is kept (the table's TTL removes it afterwards). */
export const notificationRetentionDays = 90;
/** The bell's list: the newest undismissed ones. */
export const latestNotificationsLimit = 50;

/** The realtime event on the user's new-notifications channel (FA §7.3). */
export const newNotificationEvent = 'newNotifications';

export const notificationText = {
  dismissed: 'Notification dismissed',
  allDismissed: 'All notifications dismissed',
  notFound: 'Notification not found',
  dailySent: 'Daily notification sent',
  dailyNothing: 'No new notifications in the last day',
  newMessage: (from: string) => `New message from ${from}`,
  documentUploaded: (from: string, name: string) => `${from} uploaded ${name}`,
  exportReady: 'Your conversation export (PDF) is ready',
  massEmailReport: (subject: string, sent: number, total: number, failed: number) =>
    failed === 0
      ? `Mass email “${subject}” was sent to all ${total} recipients`
      : `Mass email “${subject}” was sent to ${sent} of ${total} recipients; ${failed} could not be delivered`,
} as const;

/**
 * The screens the portal has today that a notification may open (web/src/routes/AppRoutes.tsx). A link to any
 * other screen is shown as text, never as a link to 'Page not found'. When a screen arrives, add it here:
 * issue 14 (documents) restores /admin/{hash}/documents (the document-upload notification and the daily summary's
 * link); the questionnaire preview /preview/{companyId}/questionnaire/{id} comes with its own screen.
 */
const openableScreens: readonly RegExp[] = [
  /^\/$/,
  /^\/messages$/,
  // Issue 13: the Entities page and an entity's Dashboard; the Users page (an import's report: /clients?import={id}).
  /^\/admin$/,
  /^\/clients$/,
  /^\/admin\/[^/]+$/,
  /^\/admin\/[^/]+\/messages(\/[^/]+)?$/,
  // Issue 14: an entity's documents (document notifications' /admin-documents/{hash}?path= links) and a client's.
  /^\/admin\/[^/]+\/documents$/,
  /^\/documents\/[^/]+$/,
  /^\/inbox(\/[^/]+){0,2}$/,
  /^\/activities$/,
  /^\/admin-profile$/,
  /^\/tax-return-delivery\/[^/]+$/,
  // Issue 19: a return's delivery admin view (a client signed) and a signature request's review.
  /^\/tax-return-delivery-admin-view\/[^/]+$/,
  /^\/review-signature-request\/[^/]+$/,
  /^\/preview\/user\/[^/]+$/,
  // FA §2.9: a drop's 'Drop Link.zip' (the drop notification's link).
  /^\/drop-link-downloads\/[^/]+$/,
  // Issue 15-16: a questionnaire's staff preview (submissions, questionnaire uploads) and a client's answering page.
  /^\/preview\/[^/]+\/questionnaire\/[^/]+$/,
  /^\/questionnaire\/[^/]+$/,
  // Issue 17: a finished questionnaire export's download (the export notification's link).
  /^\/export-downloads\/[^/]+$/,
  // Issue 20: Firm Settings (a firm data export's notification: its Data export section holds the download).
  /^\/firm$/,
];

/** Whether a portal path (with or without its query) opens a screen that exists today. */
export function isOpenableScreen(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return openableScreens.some((screen) => screen.test(pathname));
}

/**
 * Where a notification's link opens in the SPA, when that screen exists (see isOpenableScreen); null otherwise,
 * and the notification shows as text.
 */
export function notificationHref(link: string | null | undefined): string | null {
  const target = notificationTarget(link);
  return target && isOpenableScreen(target) ? target : null;
}

/**
 * The screen a notification's link names (QD §2): a companyId and questionnaireId pair opens the
 * questionnaire preview; /admin-documents/{hash}?path=... becomes /admin/{hash}/documents?path=... (a path
 * of 'all' becomes empty). Anything else that is a path inside the portal is used as is; anything else is
 * dropped (a link never leaves the portal).
 */
export function notificationTarget(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link, 'https://portal.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://portal.invalid' || link.startsWith('//')) return null;
  const companyId = url.searchParams.get('companyId');
  const questionnaireId = url.searchParams.get('questionnaireId');
  if (companyId && questionnaireId)
    return `/preview/${encodeURIComponent(companyId)}/questionnaire/${encodeURIComponent(questionnaireId)}`;
  const documents = url.pathname.match(/^\/admin-documents\/([^/]+)\/?$/);
  if (documents) {
    const path = url.searchParams.get('path') ?? '';
    return `/admin/${documents[1]}/documents?path=${path === 'all' ? '' : encodeURIComponent(path)}`;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
