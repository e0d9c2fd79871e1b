import { describe, expect, it } from 'vitest';
import { firmDataExportFileName } from '@ledgerline/shared/firm-data-exports';
import { documentPath, entityFolders, record, scrub, uniquePaths, userRecord } from './firm-data-export-records';

describe('what the firm-wide data export writes of an item', () => {
  it('no secrets leave: password, code and token hashes, session ids and storage keys are left out at any depth', () => {
    const user = userRecord({
      firmId: 'f1',
      userId: 'u1',
      email: 'a@b.test',
      password_hash: 'scrypt$abc',
      paying: false,
      deleted_at: '2026-01-02T00:00:00.000Z',
    });
    expect(user).toEqual({
      id: 'u1',
      email: 'a@b.test',
      paying: false,
      deleted_at: '2026-01-02T00:00:00.000Z',
      active: false,
      deleted: true,
    });
    const taxReturn = record(
      {
        taxReturnId: 't1',
        companyId: 'c1',
        file_key: 'firms/f1/returns/t1.pdf',
        original_key: 'uploads/x',
        identity_verifications: [
          { signer_id: 'u1', status: 'verified', session_id: 'vs_1', code_hash: 'h', code_attempts: 1 },
        ],
        refresh_hash: 'r',
        firebase_token: 'tok',
        ttl: 1,
      },
      'taxReturnId',
      { file: 'tax_returns/Casey/2025 - return.pdf' },
    );
    expect(taxReturn).toEqual({
      id: 't1',
      company_id: 'c1',
      identity_verifications: [{ signer_id: 'u1', status: 'verified' }],
      file: 'tax_returns/Casey/2025 - return.pdf',
    });
  });

  it('public ids that look like hashes stay: an entity’s hash id and an activity line’s entity hash', () => {
    expect(scrub({ hash_id: 'abc', company_hash: 'def', owner_ids: new Set(['u2', 'u1']) })).toEqual({
      hash_id: 'abc',
      company_hash: 'def',
      owner_ids: ['u2', 'u1'],
    });
  });

  it('documents are laid out as documents/<entity name>/<folder path>/<file name>, names made safe and unique', () => {
    const folderOf = entityFolders();
    const casey = folderOf({ name: 'Casey Client', hash_id: 'h1' });
    const twin = folderOf({ name: 'casey client', hash_id: 'h2' });
    const odd = folderOf({ name: 'A/B Holdings Inc.', hash_id: 'h3' });
    expect([casey, twin, odd]).toEqual(['Casey Client', 'casey client (h2)', 'A-B Holdings Inc']);
    const pathOf = uniquePaths();
    const paths = [
      pathOf(documentPath(casey, '/2025/Income', 'W-2.pdf')),
      pathOf(documentPath(casey, '/2025/Income', 'w-2.pdf')),
      pathOf(documentPath(casey, '/', '../../etc/passwd')),
      pathOf(documentPath(casey, '/../..', 'x.txt')),
    ];
    expect(paths).toEqual([
      'documents/Casey Client/2025/Income/W-2.pdf',
      'documents/Casey Client/2025/Income/w-2 (1).pdf',
      'documents/Casey Client/..-..-etc-passwd',
      'documents/Casey Client/x.txt',
    ]);
  });

  it('the zip is named after the firm and the day it started', () => {
    expect(firmDataExportFileName('Demo Tax & Accounting', new Date('2026-05-04T10:00:00Z'))).toBe(
      'Demo Tax & Accounting data 2026-05-04.zip',
    );
    expect(firmDataExportFileName('Bad: <name>/?', new Date('2026-05-04T10:00:00Z'))).toBe(
      'Bad name data 2026-05-04.zip',
    );
  });
});
