import { describe, expect, it } from 'vitest';
import { allows, type Caller, type FirmAccess } from './access';

const staff = (firmAccess: FirmAccess | null): Caller => ({
  userId: 'u',
  firmId: 'f',
  sessionId: 's',
  isAdvisor: true,
  firmAccess,
  firmGroupId: null,
  readonly: false,
});
const client: Caller = { ...staff(null), isAdvisor: false };

describe('route access rules', () => {
  it('lets anyone call a public route and only signed-in callers the rest', () => {
    expect(allows('public', null)).toBe(true);
    for (const rule of ['authenticated', 'client', 'advisor', 'full', 'admin', 'partner'] as const)
      expect(allows(rule, null)).toBe(false);
  });

  it('keeps clients out of staff routes and staff out of client routes', () => {
    expect(allows('client', client)).toBe(true);
    expect(allows('advisor', client)).toBe(false);
    expect(allows('client', staff('partner'))).toBe(false);
  });

  it('nests firm access levels partner > admin > full > group > plain advisor', () => {
    const table: [FirmAccess | null, boolean, boolean, boolean][] = [
      ['partner', true, true, true],
      ['admin', true, true, false],
      ['full', true, false, false],
      ['group', false, false, false],
      [null, false, false, false],
    ];
    for (const [level, full, admin, partner] of table) {
      expect([allows('full', staff(level)), allows('admin', staff(level)), allows('partner', staff(level))]).toEqual([
        full,
        admin,
        partner,
      ]);
      expect(allows('advisor', staff(level))).toBe(true);
    }
  });
});
