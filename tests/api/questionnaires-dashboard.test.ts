import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail, type MadeFirm } from '../support/api';

/**
 * The client dashboard's questionnaire calls (MD §2, §4, §7): a client sees the sent questionnaires of their own
 * active entities, by tax year or all; staff preview the same list; custom statuses come from the caller's firm.
 */
const [casey, morgan, northStaff] = ['qd-casey', 'qd-morgan', 'qd-north'].map(uniqueEmail) as [string, string, string];
let firm: MadeFirm & { partnerEmail: string };
let foreign: MadeFirm & { partnerEmail: string };
let token: Record<'casey' | 'morgan' | 'partner' | 'north' | 'foreignClient', string>;
let caseyCo: string;
let caseyOld: string;
let morganCo: string;
let foreignCo: string;

const list = (path: string, tok: string, query: Record<string, string>) =>
  api(`/questionnaires/${path}`, { token: tok, query });
const names = (res: { body: { questionnaires: { name: string }[] } }) => res.body.questionnaires.map((q) => q.name);

beforeAll(async () => {
  const foreignClient = uniqueEmail('qd-foreign');
  firm = await makeFirm({
    groups: ['North', 'South'],
    custom_statuses: [
      {
        client_display_status: 'Waiting on documents',
        client_instruction: 'Please upload your W-2s.',
        firm_user_display_status: 'Docs outstanding',
      },
    ],
    users: [
      { email: northStaff, is_advisor: true, firm_access: 'group', firm_group: 'North', password: demoPassword },
      {
        email: casey,
        password: demoPassword,
        firm_group: 'South',
        companies: [
          {
            name: 'Casey Household',
            questionnaires: [
              {
                name: '2025 Organizer',
                tax_year: 2025,
                due_date: '2026-04-15',
                custom_status: 'Waiting on documents',
                sections: ['Personal Information', 'Income'],
                opened: true,
                in_progress: true,
              },
              { name: '2024 Organizer', tax_year: 2024, completed: true },
              { name: '2023 Organizer', tax_year: 2023, locked: true },
              { name: 'Unsent draft', tax_year: 2025, is_draft: true },
              { name: 'Deleted one', tax_year: 2025, deleted: true },
            ],
          },
          {
            name: 'Old Casey LLC',
            inactive: true,
            questionnaires: [{ name: 'Inactive entity organizer', tax_year: 2025 }],
          },
        ],
      },
      {
        email: morgan,
        password: demoPassword,
        companies: [{ name: 'Morgan Household', questionnaires: [{ name: 'Morgan 2025', tax_year: 2025 }] }],
      },
    ],
  });
  foreign = await makeFirm({
    custom_statuses: [{ client_display_status: 'Secret foreign status' }],
    users: [
      {
        email: foreignClient,
        password: demoPassword,
        companies: [{ name: 'Foreign Co', questionnaires: [{ name: 'Foreign organizer', tax_year: 2025 }] }],
      },
    ],
  });
  const companies = (f: MadeFirm, email: string) => f.users.find((u) => u.email === email)!.companies;
  [caseyCo, caseyOld] = companies(firm, casey).map((c) => c.id) as [string, string];
  morganCo = companies(firm, morgan)[0]!.id;
  foreignCo = companies(foreign, foreignClient)[0]!.id;
  const tok = async (email: string) => (await signIn(email)).firebase_token;
  token = {
    casey: await tok(casey),
    morgan: await tok(morgan),
    partner: await tok(firm.partnerEmail),
    north: await tok(northStaff),
    foreignClient: await tok(foreignClient),
  };
});

describe('GET /questionnaires/get_client_questionnaires', () => {
  it('lists the sent questionnaires of the client’s own entity, newest tax year first, with the card’s fields', async () => {
    const res = await list('get_client_questionnaires', token.casey, { company_id: caseyCo });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['2025 Organizer', '2024 Organizer', '2023 Organizer']);
    const card = res.body.questionnaires[0];
    expect(card).toMatchObject({
      company_id: caseyCo,
      name: '2025 Organizer',
      formatted_name: '2025 Organizer',
      tax_year: 2025,
      due_date: '2026-04-15',
      locked: false,
      completed: false,
      is_draft: false,
      in_progress: true,
      firm_custom_status_id: firm.custom_statuses['Waiting on documents'],
      sections: [
        { id: 'section-1', name: 'Personal Information' },
        { id: 'section-2', name: 'Income' },
      ],
      description: null,
      reminders_disabled: false,
      deposit_status: null,
    });
    expect(card.opened_timestamp).toEqual(expect.any(String));
    expect(card.sent_at).toEqual(expect.any(String));
    expect(
      res.body.questionnaires.map((q: { locked: boolean; completed: boolean }) => [q.locked, q.completed]),
    ).toEqual([
      [false, false],
      [false, true],
      [true, false],
    ]);
  });

  it('answers at the spec’s address with a trailing slash too', async () => {
    expect(names(await list('get_client_questionnaires/', token.casey, { company_id: caseyCo }))).toEqual([
      '2025 Organizer',
      '2024 Organizer',
      '2023 Organizer',
    ]);
  });

  it('leaves out drafts and deleted questionnaires', async () => {
    const res = await list('get_questionnaires_for_year', token.casey, {
      company_id: caseyCo,
      year: 'All',
      full: 'false',
    });
    expect(names(res)).not.toContain('Unsent draft');
    expect(names(res)).not.toContain('Deleted one');
  });

  it('answers 404 for another client’s entity, an inactive entity and another firm’s entity, revealing nothing', async () => {
    for (const company_id of [morganCo, caseyOld, foreignCo, 'no-such-entity']) {
      const res = await list('get_client_questionnaires', token.casey, { company_id });
      expect(res.status, company_id).toBe(404);
      expect(JSON.stringify(res.body)).not.toMatch(/Morgan|Foreign|Inactive/);
    }
    expect((await list('get_client_questionnaires', token.foreignClient, { company_id: caseyCo })).status).toBe(404);
  });

  it('is for clients: staff use the preview call', async () => {
    expect((await list('get_client_questionnaires', token.partner, { company_id: caseyCo })).status).toBe(403);
  });
});

describe('GET /questionnaires/get_questionnaires_for_year', () => {
  it('answers one tax year, or every year with year=All', async () => {
    expect(
      names(
        await list('get_questionnaires_for_year', token.casey, { company_id: caseyCo, year: '2025', full: 'false' }),
      ),
    ).toEqual(['2025 Organizer']);
    expect(
      names(
        await list('get_questionnaires_for_year', token.casey, { company_id: caseyCo, year: '2024', full: 'false' }),
      ),
    ).toEqual(['2024 Organizer']);
    expect(
      names(
        await list('get_questionnaires_for_year', token.casey, { company_id: caseyCo, year: '2019', full: 'false' }),
      ),
    ).toEqual([]);
    expect(
      names(
        await list('get_questionnaires_for_year', token.casey, { company_id: caseyCo, year: 'All', full: 'false' }),
      ),
    ).toEqual(['2025 Organizer', '2024 Organizer', '2023 Organizer']);
  });

  it('refuses a year outside 2018 to the default year, or not a year, with a clear 400', async () => {
    // The newest year any dropdown offers: ten months back from the clock furthest ahead (UTC+14).
    const ahead = new Date(Date.now() + 14 * 3_600_000);
    const latest = ahead.getUTCMonth() >= 10 ? ahead.getUTCFullYear() : ahead.getUTCFullYear() - 1;
    const accepted = await list('get_questionnaires_for_year', token.casey, {
      company_id: caseyCo,
      year: String(latest),
      full: 'false',
    });
    expect(accepted.status).toBe(200);
    for (const year of ['1999', 'abc', String(latest + 1), '']) {
      const res = await list('get_questionnaires_for_year', token.casey, { company_id: caseyCo, year, full: 'false' });
      expect(res.status, year).toBe(400);
      expect(res.body.error).toBe(`Tax year must be a year from 2018 to ${latest}, or All`);
    }
    expect(
      (await list('get_questionnaires_for_year', token.casey, { company_id: caseyCo, year: '2025', full: 'sometimes' }))
        .status,
    ).toBe(400);
    expect((await list('get_questionnaires_for_year', token.casey, { year: '2025' })).status).toBe(400);
  });

  it('answers 404 for an entity that is not the client’s', async () => {
    expect(
      (await list('get_questionnaires_for_year', token.morgan, { company_id: caseyCo, year: 'All', full: 'false' }))
        .status,
    ).toBe(404);
  });
});

describe('GET /questionnaires/get_preview_client_questionnaires', () => {
  it('shows staff exactly what the client sees', async () => {
    const client = await list('get_client_questionnaires', token.casey, { company_id: caseyCo });
    const preview = await list('get_preview_client_questionnaires', token.partner, { company_id: caseyCo });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual(client.body);
  });

  it('is refused to clients, and answers 404 outside a group-limited user’s group or the firm', async () => {
    expect((await list('get_preview_client_questionnaires', token.casey, { company_id: caseyCo })).status).toBe(403);
    expect((await list('get_preview_client_questionnaires', token.north, { company_id: caseyCo })).status).toBe(404);
    expect((await list('get_preview_client_questionnaires', token.partner, { company_id: foreignCo })).status).toBe(
      404,
    );
  });
});

describe('GET /firms/{id}/firm_custom_statuses', () => {
  it('answers the firm’s statuses with the client’s label and instruction', async () => {
    const res = await api(`/firms/${firm.firm_id}/firm_custom_statuses`, { token: token.casey });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      firm_custom_statuses: [
        {
          id: firm.custom_statuses['Waiting on documents'],
          client_display_status: 'Waiting on documents',
          client_instruction: 'Please upload your W-2s.',
        },
      ],
    });
    const staff = await api(`/firms/${firm.firm_id}/firm_custom_statuses`, { token: token.partner });
    expect(staff.body.firm_custom_statuses[0].firm_user_display_status).toBe('Docs outstanding');
  });

  it('answers 404 for any firm but the caller’s own', async () => {
    for (const [tok, id] of [
      [token.casey, foreign.firm_id],
      [token.partner, foreign.firm_id],
      [token.foreignClient, firm.firm_id],
      [token.partner, 'nope'],
    ] as const) {
      const res = await api(`/firms/${encodeURIComponent(id)}/firm_custom_statuses`, { token: tok });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toMatch(/Secret|Waiting/);
    }
    expect((await api(`/firms/${firm.firm_id}/firm_custom_statuses`)).status).toBe(401);
  });
});
