/**
 * The firms the cost model prices: what they keep and what their people do in a month. Every figure here is a
 * stated assumption about a firm (change it to price your own); what each action costs comes from measured.json,
 * what each unit costs from the prices file. Action keys are the bench's (tests/bench/cost-figures.ts).
 */

export interface Profile {
  key: string;
  title: string;
  seats: number;
  clients: number;
  /** Clients with an entity and nothing else this season (the rest of `clients` had a season's work). */
  clientsAtRest: number;
  /** Seasons of answers, messages and returns kept in the table (clients x seasons of season data). */
  seasonsKept: number;
  /** Documents kept in S3: pages x bytes per page (a scanned page as a PDF is about 150 KB). */
  storedPages: number;
  bytesPerPage: number;
  /** Actions this month, by the bench's action keys. */
  actions: Record<string, number>;
  /** Pages of this month's uploads (Textract reads them when the firm's bulk upload processor is on). */
  pagesUploaded: number;
  /** Emails the sweeper sends this month (questionnaire reminders, scheduled messages): one email and one job each. */
  scheduledEmails: number;
  /** Hours this month in which someone uses the portal (functions stay warm; KMS is asked about the table key). */
  activeHours: number;
  /** Hours a signed-in tab holds its WebSocket open, all seats and clients together. */
  tabHours: number;
  /** The firm's settings that move the bill (docs/cost.md, 'What a firm can tune'). */
  settings: { textract: boolean; pitr: boolean; logRetentionDays: number; waf: boolean; linkedAccounts: boolean };
}

/**
 * The settings as deployed: 90 days of logs (infra/aws/config.ts), PITR on (infra/aws/table.ts), Textract off, the
 * web ACL on CloudFront (infra/aws/site-firewall.ts; `-c waf=false` leaves it out), no Google or Microsoft sign-in
 * configured (infra/aws/oidc.ts: their secret is made only with a client id).
 */
export const deployedSettings: Profile['settings'] = {
  textract: false,
  pitr: true,
  logRetentionDays: 90,
  waf: true,
  linkedAccounts: false,
};

/**
 * A month of one firm's season work, from a few drivers: `busy` clients each sign in `sessions` times, answer and
 * submit one organizer of `answers` answers, upload `documents` documents, exchange messages and review one return;
 * `seats` staff work 22 days.
 */
function seasonMonth(d: {
  seats: number;
  busy: number;
  sessions: number;
  answers: number;
  documents: number;
  pagesPerDocument: number;
}): Pick<Profile, 'actions' | 'pagesUploaded' | 'scheduledEmails' | 'activeHours' | 'tabHours'> {
  const staffDays = d.seats * 22;
  const clientSessions = d.busy * d.sessions;
  return {
    actions: {
      'staff.sign_in': staffDays,
      'staff.home': staffDays * 4,
      'staff.open_conversation': d.busy * 3,
      'staff.send_message': d.busy * 2,
      'staff.directory': staffDays * 15,
      'staff.collect': staffDays * 10,
      'staff.tax_returns_table': staffDays * 10,
      'staff.send_questionnaire': d.busy,
      'staff.deliver_tax_return': d.busy,
      'client.sign_in': clientSessions,
      'client.dashboard': clientSessions,
      'client.open_questionnaire': clientSessions,
      'client.answer_question': d.busy * d.answers,
      'client.upload_document': d.busy * d.documents,
      'client.sign_and_submit': d.busy,
      'client.open_messages': d.busy * 3,
      'client.send_message': d.busy * 2,
      'client.documents': clientSessions,
      'client.download_document': d.busy,
      'client.review_tax_return': d.busy,
    },
    pagesUploaded: d.busy * d.documents * d.pagesPerDocument,
    // Reminders every 3 days until submitted: about 3 for each busy client.
    scheduledEmails: d.busy * 3,
    // Staff 10 hours a working day; clients evenings and weekends too: people on the portal 14 hours a day.
    activeHours: 30 * 14,
    // A staff tab open 8 hours a working day; a client's tab 20 minutes a session.
    tabHours: staffDays * 8 + clientSessions / 3,
  };
}

export const profiles: Profile[] = [
  {
    key: 'idle',
    title: 'Idle firm: 1 seat, 100 clients, nobody signs in this month',
    seats: 1,
    clients: 100,
    clientsAtRest: 0,
    seasonsKept: 1,
    storedPages: 100 * 8 * 2,
    bytesPerPage: 150_000,
    actions: {},
    pagesUploaded: 0,
    scheduledEmails: 0,
    activeHours: 0,
    tabHours: 0,
    settings: deployedSettings,
  },
  {
    key: 'season-10',
    title: '10 seats, 2,000 clients, a filing-season month',
    seats: 10,
    clients: 2000,
    clientsAtRest: 0,
    seasonsKept: 1,
    storedPages: 2000 * 8 * 2,
    bytesPerPage: 150_000,
    // The busiest month: half the clients do their whole season's part in it.
    ...seasonMonth({ seats: 10, busy: 1000, sessions: 3, answers: 40, documents: 8, pagesPerDocument: 2 }),
    settings: deployedSettings,
  },
  {
    key: 'large-100',
    title: '100 seats, 25,000 clients, a filing-season month',
    seats: 100,
    clients: 25000,
    clientsAtRest: 0,
    seasonsKept: 3,
    storedPages: 25000 * 8 * 2 * 3,
    bytesPerPage: 150_000,
    ...seasonMonth({ seats: 100, busy: 12500, sessions: 3, answers: 40, documents: 8, pagesPerDocument: 2 }),
    settings: deployedSettings,
  },
];
