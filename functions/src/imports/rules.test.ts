import { describe, expect, it } from 'vitest';
import { importText } from '@ledgerline/shared/imports';
import { importUploadProblems, UploadImportDocumentInput } from '@ledgerline/shared/schemas/imports';
import { importIdOfUploadKey, importUploadKey, newImportId } from './rules';

const base = { file: 'imports/f/uploads/u/x', documentName: 'clients.csv', assignedFirmUserId: 0 };

describe('FA §5.7 upload rules', () => {
  it('a file type, list type and assignee are required', () => {
    const missing = UploadImportDocumentInput.safeParse({ file: base.file, documentName: 'a.csv' });
    expect(missing.success).toBe(false);
    expect(importUploadProblems({ documentType: 'client_list' })).toEqual({ listType: importText.listTypeRequired });
    const noAssignee = UploadImportDocumentInput.safeParse({
      ...base,
      documentType: 'client_list',
      listType: 'individuals',
      assignedFirmUserId: -1,
    });
    expect(noAssignee.error?.issues[0]?.message).toBe(importText.assigneeRequired);
    const ok = UploadImportDocumentInput.parse({ ...base, documentType: 'client_list', listType: 'individuals' });
    expect(ok.assignedFirmUserId).toBe(0);
    expect(
      UploadImportDocumentInput.parse({
        ...base,
        documentType: 'client_list',
        listType: 'entities',
        assignedFirmUserId: '0',
      }).assignedFirmUserId,
    ).toBe(0);
  });

  it("'Other document' needs a description; a rollover import needs year and tax software; zipped rollover a tax software", () => {
    expect(importUploadProblems({ documentType: 'other_document', comment: ' ' })).toEqual({
      comment: importText.descriptionRequired,
    });
    expect(importUploadProblems({ documentType: 'rollover_items_import' })).toEqual({
      year: importText.yearRequired,
      taxSoftware: importText.taxSoftwareRequired,
    });
    expect(importUploadProblems({ documentType: 'zipped_rollover_items', year: 2024 })).toEqual({
      taxSoftware: importText.taxSoftwareRequired,
    });
    expect(importUploadProblems({ documentType: 'staff_list' })).toEqual({});
    const parsed = UploadImportDocumentInput.safeParse({
      ...base,
      documentType: 'rollover_items_import',
      taxSoftware: 'Drake',
    });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['year', importText.yearRequired]]);
  });
});

describe('import keys', () => {
  it('an upload key names an import only for the firm and user it was given to', () => {
    const id = newImportId(new Date('2026-03-01T00:00:00Z'));
    const key = importUploadKey('firm1', 'user1', id);
    expect(importIdOfUploadKey(key, 'firm1', 'user1')).toBe(id);
    expect(importIdOfUploadKey(key, 'firm2', 'user1')).toBeNull();
    expect(importIdOfUploadKey(key, 'firm1', 'user2')).toBeNull();
    expect(importIdOfUploadKey(`imports/firm1/uploads/user1/../../firm2/files/${id}`, 'firm1', 'user1')).toBeNull();
    expect(importIdOfUploadKey('documents/firm1/x', 'firm1', 'user1')).toBeNull();
  });

  it('import ids sort by time', () => {
    const a = newImportId(new Date('2026-01-01T00:00:00Z'));
    const b = newImportId(new Date('2026-01-02T00:00:00Z'));
    expect(a < b).toBe(true);
  });
});
