/**
 * The client-list templates (FA §7.3 download_individual_import_template and download_business_import_template): an
 * XLSX whose first sheet's header row is exactly the columns the importer reads, and a second sheet that says which
 * are required and what each takes.
 */
import { importColumns, standardEntityTypes, type ClientListType } from '@ledgerline/shared/imports';
import { loadXlsx } from './parse';

const sheetNames: Record<ClientListType, string> = { individuals: 'Individuals', entities: 'Entities' };

/** What the instructions sheet says of a column beyond its being required. */
const notes: Record<string, string> = {
  email: 'Optional. Without an email the client gets a temporary one and cannot sign in until one is set.',
  primary_contact_email:
    'Optional. Without an email the contact gets a temporary one and cannot sign in until one is set.',
  phone: '10 digits; any formatting.',
  primary_contact_phone: '10 digits; any formatting.',
  spouse_first_name: 'With a spouse, first and last name are both required.',
  assigned_firm_user_email:
    'The email of a firm user. Read only when the upload’s assignee is Various; otherwise the chosen assignee is used.',
  firm_group: 'The name of one of the firm’s groups. Without one, the client joins the assigned firm user’s group.',
  entity_name: 'Must not contain / or ". For individuals, left blank it is made from the names.',
  entity_type: `${standardEntityTypes.join(', ')}, or a type of the firm’s own.`,
};

export async function templateFile(listType: ClientListType): Promise<Buffer> {
  const XLSX = await loadXlsx();
  const columns = importColumns[listType];
  const book = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet([columns.map((c) => c.header)]);
  sheet['!cols'] = columns.map((c) => ({ wch: Math.max(14, c.header.length + 2) }));
  XLSX.utils.book_append_sheet(book, sheet, sheetNames[listType]);
  const help = XLSX.utils.aoa_to_sheet([
    ['Column', 'Required', 'Notes'],
    ...columns.map((c) => [c.header, c.required ? 'Yes' : 'No', notes[c.key] ?? '']),
  ]);
  help['!cols'] = [{ wch: 30 }, { wch: 10 }, { wch: 90 }];
  XLSX.utils.book_append_sheet(book, help, 'Instructions');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
