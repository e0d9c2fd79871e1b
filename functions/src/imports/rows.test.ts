import { describe, expect, it } from 'vitest';
import { importText } from '@ledgerline/shared/imports';
import { entityOwnText } from '@ledgerline/shared/companies';
import { checkRow, firstRowsOfEmails, individualEntityName, phoneDigits, type RowContext } from './rows';
import type { ListRecord } from './parse';

const staff = { userId: 'staff-1', email: 'sid@firm.test' };
const grouped = { userId: 'staff-2', email: 'gil@firm.test', firmGroupId: 'g-north' };

function ctx(over: Partial<RowContext> = {}): RowContext {
  return {
    importId: '0abc12345def0123456789',
    listType: 'individuals',
    assignee: staff,
    staffByEmail: new Map([
      [staff.email, staff],
      [grouped.email, grouped],
    ]),
    groupsByName: new Map([
      ['north', { groupId: 'g-north', name: 'North' }],
      ['south', { groupId: 'g-south', name: 'South' }],
    ]),
    takenEmails: new Set(['taken@x.test']),
    firstRowOfEmail: new Map(),
    individualDisallowed: false,
    ...over,
  };
}

const rec = (row: number, values: Record<string, string>): ListRecord => ({ row, values });
const reasons = (v: ReturnType<typeof checkRow>) => (v.ok ? [] : v.reasons);

describe('a client-list row (FA §5.1 rules)', () => {
  it('an individual with names becomes a client and an Individual entity named from the names', () => {
    const v = checkRow(
      rec(2, { first_name: 'Ann', last_name: 'Lee', email: 'Ann@X.test', phone: '(555) 123-4567' }),
      ctx(),
    );
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    expect(v.plan.client).toEqual({
      fname: 'Ann',
      lname: 'Lee',
      email: 'ann@x.test',
      hasTempEmail: false,
      phoneNumber: '5551234567',
    });
    expect(v.plan.company).toEqual({ name: 'Ann Lee', entityType: 'Individual' });
    expect(v.plan.assignedAdvisorId).toBe('staff-1');
  });

  it('first and last name are required', () => {
    expect(reasons(checkRow(rec(2, { email: 'a@x.test' }), ctx()))).toEqual(
      expect.arrayContaining([importText.firstNameRequired, importText.lastNameRequired]),
    );
  });

  it('a blank email gets a temporary one made from the import and row, so a second run makes the same', () => {
    const a = checkRow(rec(7, { first_name: 'No', last_name: 'Mail' }), ctx());
    const b = checkRow(rec(7, { first_name: 'No', last_name: 'Mail' }), ctx());
    expect(a.ok && a.plan.client.hasTempEmail).toBe(true);
    expect(a.ok && a.plan.client.email).toMatch(/^import-0abc12345def0123456789-7-client@.+\.invalid$/);
    expect(a.ok && b.ok && a.plan.client.email === b.plan.client.email).toBe(true);
  });

  it('an email must be valid and unused: a row whose email exists is rejected with why', () => {
    expect(reasons(checkRow(rec(2, { first_name: 'A', last_name: 'B', email: 'not-an-email' }), ctx()))).toEqual([
      importText.invalidEmail('Email'),
    ]);
    expect(reasons(checkRow(rec(2, { first_name: 'A', last_name: 'B', email: 'TAKEN@x.test' }), ctx()))).toEqual([
      importText.emailExists,
    ]);
  });

  it('a second row with the email of an earlier row is rejected, naming that row', () => {
    const c = ctx({ firstRowOfEmail: new Map([['dup@x.test', 3]]) });
    expect(checkRow(rec(3, { first_name: 'A', last_name: 'B', email: 'dup@x.test' }), c).ok).toBe(true);
    expect(reasons(checkRow(rec(9, { first_name: 'C', last_name: 'D', email: 'dup@x.test' }), c))).toEqual([
      importText.emailRepeated('Email', 3),
    ]);
  });

  it('entity names cannot hold / or "', () => {
    expect(reasons(checkRow(rec(2, { first_name: 'A', last_name: 'B', entity_name: 'A/B Trust' }), ctx()))).toEqual([
      'Entity Name cannot contain a "/" character.',
    ]);
    expect(reasons(checkRow(rec(2, { first_name: 'A', last_name: 'B', entity_name: 'The "Best"' }), ctx()))).toEqual([
      'Entity Name cannot contain a " character.',
    ]);
  });

  it('a spouse needs both names and an email of their own; the entity is named for both', () => {
    expect(reasons(checkRow(rec(2, { first_name: 'A', last_name: 'B', spouse_first_name: 'C' }), ctx()))).toEqual([
      importText.spouseLastNameRequired,
    ]);
    expect(
      reasons(
        checkRow(
          rec(2, {
            first_name: 'A',
            last_name: 'B',
            email: 'a@x.test',
            spouse_first_name: 'C',
            spouse_last_name: 'B',
            spouse_email: 'a@x.test',
          }),
          ctx(),
        ),
      ),
    ).toContain(importText.spouseEmailSame);
    const v = checkRow(
      rec(2, { first_name: 'Ann', last_name: 'Lee', spouse_first_name: 'Bo', spouse_last_name: 'Lee' }),
      ctx(),
    );
    expect(v.ok && v.plan.company.name).toBe('Ann & Bo Lee');
    expect(v.ok && v.plan.spouse?.email).toMatch(/-2-spouse@/);
  });

  it("assignee 0 ('Various') takes each row's assigned firm user, who must be an active firm user", () => {
    const c = ctx({ assignee: 'various' });
    expect(reasons(checkRow(rec(2, { first_name: 'A', last_name: 'B' }), c))).toEqual([importText.rowAssigneeRequired]);
    expect(
      reasons(checkRow(rec(2, { first_name: 'A', last_name: 'B', assigned_firm_user_email: 'who@x.test' }), c)),
    ).toEqual([importText.assigneeUnknown('who@x.test')]);
    const v = checkRow(rec(2, { first_name: 'A', last_name: 'B', assigned_firm_user_email: 'GIL@firm.test' }), c);
    expect(v.ok && [v.plan.assignedAdvisorId, v.plan.firmGroupId]).toEqual(['staff-2', 'g-north']);
  });

  it('the assigned firm user must have no group or the row’s group; the group must exist', () => {
    const c = ctx({ assignee: grouped });
    expect(reasons(checkRow(rec(2, { first_name: 'A', last_name: 'B', firm_group: 'South' }), c))).toEqual([
      importText.assigneeNotInGroup('South'),
    ]);
    expect(reasons(checkRow(rec(2, { first_name: 'A', last_name: 'B', firm_group: 'East' }), c))).toEqual([
      importText.groupUnknown('East'),
    ]);
    const v = checkRow(rec(2, { first_name: 'A', last_name: 'B', firm_group: 'south' }), ctx());
    expect(v.ok && v.plan.firmGroupId).toBe('g-south');
    expect(reasons(checkRow(rec(2, { first_name: 'A', last_name: 'B' }), ctx({ assignee: null })))).toEqual([
      importText.assigneeGone,
    ]);
  });

  it('a business row needs entity name and type and its primary contact, and keeps address and ids', () => {
    const c = ctx({ listType: 'entities' });
    expect(reasons(checkRow(rec(2, { primary_contact_first_name: 'A' }), c))).toEqual(
      expect.arrayContaining([
        importText.lastNameRequired,
        importText.entityTypeRequired,
        importText.entityNameRequired,
      ]),
    );
    const v = checkRow(
      rec(2, {
        entity_name: 'Acme LLC',
        entity_type: 's corporation',
        business_email: 'office@acme.test',
        primary_contact_first_name: 'Wile',
        primary_contact_last_name: 'Coyote',
        external_entity_id: 'E-1',
        city: 'Tucson',
      }),
      c,
    );
    expect(v.ok && v.plan.company).toEqual({
      name: 'Acme LLC',
      entityType: 'S-Corporation',
      businessEmail: 'office@acme.test',
      externalEntityId: 'E-1',
      city: 'Tucson',
    });
  });

  it('phone numbers are 10 digits; long cells and a disallowed Individual type are rejected', () => {
    expect(phoneDigits('+1 (555) 123-4567')).toBe('5551234567');
    expect(reasons(checkRow(rec(2, { first_name: 'A', last_name: 'B', phone: '12345' }), ctx()))).toEqual([
      importText.invalidPhone('Phone'),
    ]);
    expect(reasons(checkRow(rec(2, { first_name: 'A'.repeat(201), last_name: 'B' }), ctx()))).toContain(
      importText.tooLong('First Name'),
    );
    expect(checkRow(rec(2, { first_name: 'A', last_name: 'B' }), ctx({ individualDisallowed: true })).ok).toBe(false);
  });

  it('a business row’s type is one of the firm’s, by the rule creating an entity follows, in its words', () => {
    const business = (entity_type: string) =>
      rec(2, { entity_name: 'Acme', entity_type, primary_contact_first_name: 'A', primary_contact_last_name: 'B' });
    const typeOf = (v: ReturnType<typeof checkRow>) => (v.ok ? v.plan.company.entityType : null);
    const entities = ctx({ listType: 'entities' });
    expect(typeOf(checkRow(business('c-corporation'), entities))).toBe('C-Corporation');
    expect(reasons(checkRow(business('Family Office'), entities))).toEqual([entityOwnText.unknownEntityType]);
    const theirs = ctx({ listType: 'entities', preferences: { custom_entity_types: ['Family Office'] } });
    expect(typeOf(checkRow(business('family office'), theirs))).toBe('Family Office');
    const noIndividual = ctx({ listType: 'entities', preferences: { individual_entity_type_disabled: true } });
    expect(reasons(checkRow(business('Individual'), noIndividual))).toEqual([entityOwnText.individualDisallowed]);
  });

  it('helpers: names and first rows of emails', () => {
    expect(individualEntityName({ fname: 'A', lname: 'B' }, { fname: 'C', lname: 'D' })).toBe('A B & C D');
    expect(
      firstRowsOfEmails('individuals', [
        rec(2, { email: 'A@x.test' }),
        rec(3, { spouse_email: 'a@x.test', email: 'b@x.test' }),
      ]),
    ).toEqual(
      new Map([
        ['a@x.test', 2],
        ['b@x.test', 3],
      ]),
    );
  });
});
