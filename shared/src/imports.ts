/**
 * Imports (FA §4.7, §5.7, §7.9, §9), as both sides of the wire see them: the kinds of file a firm sends, the client
 * list's columns (the templates' header rows are exactly these, and the importer reads exactly these), the limits
 * and the words.
 */
import { builtInEntityTypes, entityOwnText } from './companies';

/** FA §9 "Import file types". Only a client list is processed here; the others are stored and staff are told. */
export const importKinds = [
  'client_list',
  'staff_list',
  'zipped_rollover_items',
  'other_document',
  'rollover_items_import',
  'rollover_items_csv',
] as const;
export type ImportKind = (typeof importKinds)[number];

export const importKindLabels: Record<ImportKind, string> = {
  client_list: 'Client list',
  staff_list: 'Staff list',
  zipped_rollover_items: 'Zipped organizer/backup rollover items',
  other_document: 'Other document',
  rollover_items_import: 'Rollover items import',
  rollover_items_csv: 'Rollover items CSV',
};

/** FA §5.7 "Client list types: individuals (1040) and entities." */
export const clientListTypes = ['individuals', 'entities'] as const;
export type ClientListType = (typeof clientListTypes)[number];
export const clientListTypeLabels: Record<ClientListType, string> = {
  individuals: 'Individuals (1040)',
  entities: 'Entities',
};

/** FA §5.4: the import assignee 0 means 'Various': each row names its own assigned firm user. */
export const variousAssignee = 0;

/** FA §9: an upload holds at most 150 MB. */
export const maxImportFileBytes = 150 * 1024 * 1024;
/**
 * A client list is a spreadsheet of names and addresses: 10 MB holds ~100,000 CSV rows, far beyond any firm's list,
 * and keeps its parse inside one job's memory and time.
 */
export const maxClientListBytes = 10 * 1024 * 1024;
/** Rows one client list may hold (a larger list is split into several files). */
export const maxClientListRows = 20_000;
/** Records one spreadsheet-import result (handle_one_schema_success) may carry; its body is capped at 1 MB too. */
export const maxSpreadsheetResultRecords = 2_000;
/** A cell longer than this is cut off by nothing: the row is rejected instead. */
export const maxCellLength = 200;

/** Imports per page of GET /imports, and report rows per page of GET /imports/{id}. */
export const importsPerPage = 20;
export const importRowsPerPage = 50;

/** One column of a client list: the key the importer reads, the header the template writes. */
export interface ImportColumn {
  key: string;
  header: string;
  required?: boolean;
}

const address: ImportColumn[] = [
  { key: 'street', header: 'Street' },
  { key: 'city', header: 'City' },
  { key: 'state', header: 'State' },
  { key: 'zip', header: 'Zip' },
  { key: 'country', header: 'Country' },
];

/** The columns of each list type, in the templates' order. A header is matched to its key by `columnKey`. */
export const importColumns: Record<ClientListType, readonly ImportColumn[]> = {
  individuals: [
    { key: 'first_name', header: 'First Name', required: true },
    { key: 'last_name', header: 'Last Name', required: true },
    { key: 'email', header: 'Email' },
    { key: 'phone', header: 'Phone' },
    { key: 'spouse_first_name', header: 'Spouse First Name' },
    { key: 'spouse_last_name', header: 'Spouse Last Name' },
    { key: 'spouse_email', header: 'Spouse Email' },
    { key: 'assigned_firm_user_email', header: 'Assigned Firm User Email' },
    { key: 'firm_group', header: 'Firm Group' },
    { key: 'entity_name', header: 'Entity Name' },
    { key: 'external_user_id', header: 'External User ID' },
    { key: 'external_entity_id', header: 'External Entity ID' },
    ...address,
  ],
  entities: [
    { key: 'entity_name', header: 'Entity Name', required: true },
    { key: 'entity_type', header: 'Entity Type', required: true },
    { key: 'business_email', header: 'Business Email' },
    { key: 'primary_contact_first_name', header: 'Primary Contact First Name', required: true },
    { key: 'primary_contact_last_name', header: 'Primary Contact Last Name', required: true },
    { key: 'primary_contact_email', header: 'Primary Contact Email' },
    { key: 'primary_contact_phone', header: 'Primary Contact Phone' },
    { key: 'assigned_firm_user_email', header: 'Assigned Firm User Email' },
    { key: 'firm_group', header: 'Firm Group' },
    { key: 'external_entity_id', header: 'External Entity ID' },
    ...address,
  ],
};

/** A header as the importer reads it: 'First Name', 'first_name' and ' FIRST  NAME* ' all name first_name. */
export function columnKey(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** FA §3.2's built-in entity types (a row may also name one of the firm's own: entity-types.ts). */
export const standardEntityTypes = builtInEntityTypes;

/** The template files' names. */
export const importTemplateFileNames: Record<ClientListType, string> = {
  individuals: 'individual-import-template.xlsx',
  entities: 'business-import-template.xlsx',
};

export const importText = {
  // FA §5.7 upload rules.
  fileTypeRequired: 'A file type is required',
  listTypeRequired: 'A list type is required',
  assigneeRequired: 'An assignee is required',
  descriptionRequired: 'A description is required for Other document',
  yearRequired: 'A year is required for a rollover import',
  taxSoftwareRequired: 'A tax software is required',
  fileRequired: 'A file is required',
  uploadNotFound: 'Upload not found; please upload the file again',
  notUploaded: 'The file has not been uploaded yet',
  emptyFile: 'The file is empty',
  fileTooLarge: (mb: number) => `File is too large: a client list can be at most ${mb} MB`,
  alreadyImported: 'This file was already uploaded',
  assigneeNotFound: 'The assigned firm user was not found',
  notAClientList: 'Invalid file: a client list is a CSV or XLSX spreadsheet',
  missingColumns: (headers: string[]) =>
    `Invalid file: the list has no ${headers.join(', ')} column${headers.length === 1 ? '' : 's'}. Please use the import template.`,
  noRows: 'Invalid file: the list has no rows',
  tooManyRows: (max: number) =>
    `The list has more than ${max.toLocaleString('en-US')} rows. Please split it into smaller files.`,
  importNotFound: 'Import not found',
  // FA §4.7 success messages.
  clientListQueued:
    'Your client list was uploaded. We are importing it now and will notify you when it is done (large lists can take up to 2 business days).',
  zippedRolloverReceived: 'Your file was uploaded. Zipped rollover items take about 3-5 business days.',
  fileReceived: 'Your file was uploaded. We will let you know when it has been processed.',
  // Row rejections (FA §5.1).
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  spouseFirstNameRequired: 'Spouse first name is required',
  spouseLastNameRequired: 'Spouse last name is required',
  entityNameRequired: 'Entity name is required',
  // One rule for an entity's type, in one set of words (entity-types.ts).
  entityTypeRequired: entityOwnText.entityTypeRequired,
  entityTypeUnknown: entityOwnText.unknownEntityType,
  individualDisallowed: entityOwnText.individualDisallowed,
  entityNameSlash: 'Entity Name cannot contain a "/" character.',
  entityNameQuote: 'Entity Name cannot contain a " character.',
  invalidEmail: (column: string) => `${column} is not a valid email address`,
  emailExists: 'This email already exists',
  emailRepeated: (column: string, row: number) => `${column} is the same as in row ${row} of this file`,
  spouseEmailSame: 'Spouse email must differ from the email',
  invalidPhone: (column: string) => `${column} must have 10 digits`,
  tooLong: (column: string) => `${column} is longer than ${maxCellLength} characters`,
  rowAssigneeRequired: 'Assigned firm user email is required when the assignee is Various',
  assigneeUnknown: (email: string) => `${email} is not an active firm user`,
  assigneeNotInGroup: (group: string) => `The assigned firm user is not in the firm group ${group}`,
  assigneeGone: 'The assigned firm user is no longer active',
  groupUnknown: (group: string) => `There is no firm group named ${group}`,
  // The notification when a list is done (FA §7.3).
  finished: (name: string, accepted: number, rejected: number) =>
    `Import of ${name} finished: ${accepted} ${accepted === 1 ? 'row' : 'rows'} imported, ${rejected} rejected`,
  failed: (name: string, why: string) => `Import of ${name} failed: ${why}`,
  received: (who: string, kind: string, name: string) => `${who} uploaded a ${kind} to import: ${name}`,
} as const;
