import { describe, expect, it } from 'vitest';
import {
  adminDocumentsPath,
  clientActionProblem,
  documentPathFor,
  folderChain,
  isStaffOnly,
  priorYearItemsFolder,
  renamedName,
  taxReturnFolder,
} from './document-folders';

describe('the document tree’s rules', () => {
  it("a folder whose name contains 'STAFF ONLY' is staff only, and so is everything below it", () => {
    expect(isStaffOnly('/2025/Tax Returns and Tax Organizers (STAFF ONLY)')).toBe(true);
    expect(isStaffOnly('/2025/Notes (staff only)/Drafts')).toBe(true);
    expect(isStaffOnly('/2025/Tax Return')).toBe(false);
    expect(isStaffOnly('/')).toBe(false);
  });

  it('files the product places go where QD §9 says', () => {
    expect(priorYearItemsFolder(2024)).toBe('/2024/Tax Returns and Tax Organizers (STAFF ONLY)');
    expect(isStaffOnly(priorYearItemsFolder(2024))).toBe(true);
    expect(taxReturnFolder(2025)).toBe('/2025/Tax Return');
  });

  it('a path runs through each of its folders', () => {
    expect(folderChain('/2025/Tax Return')).toEqual(['/2025', '/2025/Tax Return']);
    expect(folderChain('/')).toEqual([]);
  });

  it('document_path may carry a {year} placeholder for years 2000 to 2034', () => {
    expect(documentPathFor('/{year}/Organizer', 2025)).toBe('/2025/Organizer');
    expect(documentPathFor('/{year}/Organizer', 2035)).toBeNull();
    expect(documentPathFor('/{year}/Organizer', 1999)).toBeNull();
    expect(documentPathFor('/{year}/Organizer', null)).toBeNull();
    expect(documentPathFor('/Organizer', null)).toBe('/Organizer');
  });

  it('a rename needs a name and keeps the extension', () => {
    expect(renamedName('W-2 2025.pdf', 'Casey W-2', false)).toBe('Casey W-2.pdf');
    expect(renamedName('W-2 2025.pdf', 'Casey W-2.PDF', false)).toBe('Casey W-2.PDF');
    expect(renamedName('notes', 'Notes 2025', false)).toBe('Notes 2025');
    expect(renamedName('W-2 2025.pdf', '   ', false)).toBeNull();
    expect(renamedName('2024', ' Tax 2024 ', true)).toBe('Tax 2024');
  });

  it("clients are refused folder and file changes the firm turned off, with 'Disabled by firm'", () => {
    const none = {};
    expect(clientActionProblem('create_folder', '/', false, none)).toBeNull();
    expect(clientActionProblem('create_folder', '/', false, { disable_folder_action: true })).toBe('Disabled by firm');
    expect(clientActionProblem('rename', '/2025', true, { disable_folder_action: true })).toBe('Disabled by firm');
    expect(clientActionProblem('rename', '/2025', false, { disable_folder_action: true })).toBeNull();
    expect(clientActionProblem('delete', '/2025', false, { disable_file_edit_action: true })).toBe('Disabled by firm');
    expect(clientActionProblem('upload', '/2025', false, { disable_file_edit_action: true })).toBeNull();
  });

  it('clients change nothing in the firm’s locked folders (and below) or in a staff-only folder', () => {
    const prefs = { folders_where_client_actions_disabled: ['/Signed', 42] };
    expect(clientActionProblem('upload', '/Signed', false, prefs)).toBe('Disabled by firm');
    expect(clientActionProblem('delete', '/Signed/2025', false, prefs)).toBe('Disabled by firm');
    expect(clientActionProblem('delete', '/Signed Copies', false, prefs)).toBeNull();
    expect(clientActionProblem('upload', '/2025/Notes (STAFF ONLY)', false, {})).toBe('Disabled by firm');
  });

  it("'/admin-documents/{hash}?path=' opens the staff document browser; a path of 'all' is empty", () => {
    expect(adminDocumentsPath('abc', '/2025/Tax Return')).toBe('/admin/abc/documents?path=%2F2025%2FTax+Return');
    expect(adminDocumentsPath('abc', 'all')).toBe('/admin/abc/documents');
    expect(adminDocumentsPath('abc', null)).toBe('/admin/abc/documents');
  });
});
