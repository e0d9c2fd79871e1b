import type { NewUser } from '@ledgerline/functions/platform/provision';

/** The demo firm a newcomer explores after `npm start`; later features add to it. */
export const demoPassword = 'Demo-Password-2026!';
export const demoFirmName = 'Demo Tax & Accounting';

type DemoUser = NewUser & { note: string; companies?: { name: string; entityType: string; inactive?: boolean }[] };

const staff = (email: string, fname: string, lname: string, note: string, extra: Partial<NewUser>): DemoUser => ({
  email,
  fname,
  lname,
  note,
  isAdvisor: true,
  password: demoPassword,
  ...extra,
});
const client = (email: string, fname: string, lname: string, note: string, extra: Partial<DemoUser>): DemoUser => ({
  email,
  fname,
  lname,
  note,
  isAdvisor: false,
  password: demoPassword,
  ...extra,
});

export const demoPartner = staff('partner@demo.test', 'Pat', 'Partner', 'partner', {});

export const demoUsers: DemoUser[] = [
  staff('full@demo.test', 'Fran', 'Full', 'full access', { firmAccess: 'full' }),
  staff('advisor@demo.test', 'Avery', 'Advisor', 'advisor', {}),
  staff('group@demo.test', 'Gale', 'Group', 'group-limited, firm group North', { firmAccess: 'group' }),
  client('client@demo.test', 'Casey', 'Client', 'client, one individual entity', {
    companies: [{ name: 'Casey Client', entityType: 'Individual' }],
  }),
  client('multi@demo.test', 'Morgan', 'Multi', 'client, three entities', {
    companies: [
      { name: 'Morgan Multi', entityType: 'Individual' },
      { name: 'Multi Holdings Inc.', entityType: 'S-Corporation' },
      { name: 'Multi & Partners LP', entityType: 'Partnership' },
    ],
  }),
  client('readonly@demo.test', 'Rory', 'Readonly', 'client, read-only', {
    readonly: true,
    companies: [{ name: 'Rory Readonly', entityType: 'Individual' }],
  }),
  client('inactive@demo.test', 'Indy', 'Inactive', 'client, all entities inactive', {
    companies: [{ name: 'Indy Inactive', entityType: 'Individual', inactive: true }],
  }),
  client('twofa@demo.test', 'Tove', 'Twofa', 'client, two-factor on (code by email)', {
    enabled2fa: true,
    companies: [{ name: 'Tove Twofa', entityType: 'Individual' }],
  }),
  client('sms@demo.test', 'Sam', 'Sms', 'client, signs in with a texted code (phone (555) 123-4567)', {
    password: undefined,
    preferredSignInMethod: 'sms',
    phoneNumber: '5551234567',
    companies: [{ name: 'Sam Sms', entityType: 'Individual' }],
  }),
  client('emailcode@demo.test', 'Emery', 'Emailcode', 'client, signs in with an emailed code', {
    password: undefined,
    preferredSignInMethod: 'email',
    companies: [{ name: 'Emery Emailcode', entityType: 'Individual' }],
  }),
];
