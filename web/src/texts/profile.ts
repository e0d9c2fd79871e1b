import { contactMethodOptions, profileApiText } from '@ledgerline/shared/profile';

/**
 * Words of Profile Settings (FA §2.2 /admin-profile for staff, §2.3 /profile for clients, §3.1, §7.2, §7.3): the
 * personal fields, the notification preference ('Email' / 'Email & Text') and the overview setting. The API's
 * answers come from @ledgerline/shared/profile (the same texts the server answers with).
 */
export const profileText = {
  heading: 'Profile Settings',
  detailsHeading: 'Your details',
  firstName: 'First name',
  lastName: 'Last name',
  preferredName: 'Preferred name',
  phone: 'Phone',
  workPhone: 'Work phone',
  workPhoneExtension: 'Extension',
  timeZone: 'Time zone',
  timeZoneFilter: 'Filter time zones',
  timeZoneFilterHint: 'Type part of a name, such as Eastern or Europe/Paris',
  noZoneMatches: 'No time zone matches the filter',
  notifications: 'Notification preference',
  contactOptions: contactMethodOptions,
  overviewHeading: 'Overview',
  // FA §3.4 the user-level overview setting last_activity_should_include_all_activity.
  overviewSetting: 'Last activity includes all activity',
  overviewHint: 'On Collect, a client’s last activity counts every activity, not only the client’s own.',
  // Not 'Save': the out-of-office section on the same page has its own Save.
  save: 'Update profile',
  saved: profileApiText.saved,
  phoneDigits: 'Phone number must be 10 digits',
  fnameRequired: 'First name is required',
  lnameRequired: 'Last name is required',
  readOnly: 'This profile is shown read-only.',
  zoneNow: (when: string) => `Dates are shown in your time zone. It is now ${when}.`,
  memberSince: 'Member since',
} as const;

/** FA §2.2 Guide at /admin-guide: a walk through the product's main screens. */
export const guideText = {
  heading: 'Guide',
  cardHeading: 'Getting started',
  cardBody: 'New here? The Guide walks you through the main screens.',
  openGuide: 'Open the Guide',
  intro:
    'Welcome! These steps walk you through the main screens. Open each one, look around, and mark it done; your progress is saved to your account.',
  progress: (done: number, total: number) => `${done} of ${total} steps done`,
  open: 'Open',
  markDone: 'Mark as done',
  done: 'Done',
  allDone: 'You have seen every main screen. You can come back to this guide any time.',
  steps: {
    clients: {
      title: 'Clients',
      body: 'The Users page lists your clients. Search, filter by assigned firm user or tags, and create or import clients.',
    },
    entities: {
      title: 'Entities',
      body: 'The Entities page lists the businesses and households you serve. Open one to see its dashboard, messages and documents.',
    },
    messages: {
      title: 'Messages',
      body: 'Messages holds your conversations with clients. New messages arrive in real time.',
    },
    templates: {
      title: 'Templates and Questionnaires',
      body: 'Templates are the questionnaires you send. Collect shows how far each client has come.',
    },
    documents: {
      title: 'Documents',
      body: 'Each entity has a document browser with folders, previews and uploads. Open an entity and choose Documents.',
    },
    'tax-returns': {
      title: 'Tax Returns',
      body: 'Deliver tax returns for review, signature and payment, and follow their status in one table.',
    },
    'firm-settings': {
      title: 'Firm Settings',
      body: 'Partners set the firm’s preferences, theme, groups, tags and vocabulary here.',
    },
  },
} as const;

/** FA §2.1 /design: the living style guide's words. */
export const designText = {
  heading: 'Design',
  intro:
    'The portal’s design tokens and components as they look in the current theme: your firm’s when you are signed in, the standard one otherwise.',
  colours: 'Colours',
  type: 'Type ramp',
  typeSample: 'The quick brown fox files its taxes on time',
  buttons: 'Buttons',
  fields: 'Fields',
  messageBars: 'Message bars',
  primary: 'Primary',
  secondary: 'Secondary',
  outline: 'Outline',
  subtle: 'Subtle',
  transparent: 'Transparent',
  disabled: 'Disabled',
  textField: 'Text field',
  textFieldHint: 'A hint under the field',
  errorField: 'Field with an error',
  errorMessage: 'This field needs a value',
  selectField: 'Select',
  selectOptions: ['Individual', 'Partnership', 'Trust'],
  textArea: 'Text area',
  checkbox: 'Checkbox',
  switchLabel: 'Switch',
  radios: 'Radio group',
  radioOptions: ['Email', 'Email & Text'],
  info: 'Information: something to know.',
  success: 'Success: the change was saved.',
  warning: 'Warning: check this before going on.',
  error: 'Error: something went wrong.',
  themeFirm: (name: string) => `Theme: ${name}`,
  themeStandard: 'Theme: standard',
} as const;
