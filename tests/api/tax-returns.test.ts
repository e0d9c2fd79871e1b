import { describe, expect, it } from 'vitest';
import { api, baseUrl, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

async function addReturn(firmId: string, companyId: string, spec: Record<string, unknown> = {}): Promise<string> {
  const res = await fetch(`${baseUrl()}/_dev/factory/tax_return`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firm_id: firmId, company_id: companyId, ...spec }),
  });
  if (res.status !== 201) throw new Error(`factory: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

async function setup(label: string, preferences: Record<string, unknown> = { new_tax_return_delivery_enabled: true }) {
  const client = uniqueEmail(`${label}-client`);
  const readonly = uniqueEmail(`${label}-ro`);
  const firm = await makeFirm({
    preferences,
    users: [
      {
        email: client,
        fname: 'Tia',
        lname: 'Taxpayer',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Tia Household' }, { name: 'Tia LLC', entity_type: 'Partnership' }],
      },
      {
        email: readonly,
        password: demoPassword,
        readonly: true,
        assigned_advisor: 'partner',
        companies: [{ name: 'Ro Household' }],
      },
    ],
  });
  const [household, llc] = firm.users.find((u) => u.email === client)!.companies;
  const roCompany = firm.users.find((u) => u.email === readonly)!.companies[0]!;
  return {
    firm,
    household: household!,
    llc: llc!,
    roCompany,
    client: (await signIn(client)).firebase_token,
    readonlyToken: (await signIn(readonly)).firebase_token,
    partner: (await signIn(firm.partnerEmail)).firebase_token,
  };
}

const reviewCall = (token: string, id: string, action: 'approve' | 'request_changes', body: Record<string, unknown>) =>
  api(`/tax_returns/${id}/${action}`, { token, body });
const index = (token: string, companyId: string) =>
  api('/tax_returns/get_tax_returns_index', { token, query: { company_id: companyId } });

describe('tax return draft review', () => {
  it('lists an entity’s returns for its cards, and a draft downloads as a PDF', async () => {
    const s = await setup('index');
    const id = await addReturn(s.firm.firm_id, s.household.id, { tax_year: 2025 });
    await addReturn(s.firm.firm_id, s.household.id, { tax_year: 2024, draft_status: 'approved' });
    await addReturn(s.firm.firm_id, s.llc.id, { tax_year: 2025, name: 'Form 1065' });
    const res = await index(s.client, s.household.id);
    expect(res.status).toBe(200);
    expect(
      res.body.tax_returns.map((r: { tax_year: number; draft_status: string }) => [r.tax_year, r.draft_status]),
    ).toEqual([
      [2025, 'draft'],
      [2024, 'approved'],
    ]);
    expect(res.body.tax_returns[0]).toMatchObject({
      id,
      tax_return_name: 'Form 1040',
      locked: false,
      signatures_to_sign: 1,
      payments_remaining: 2,
      has_file: true,
    });

    const link = await api(`/tax_returns/${id}/download_tax_return`, {
      token: s.client,
      body: { company_id: s.household.id },
    });
    expect(link.status).toBe(200);
    expect(link.body.file_name).toBe('2025 Form 1040.pdf');
    const pdf = await fetch(link.body.link);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('approving is one-way: a second approve or a request for changes is refused and changes nothing', async () => {
    const s = await setup('approve');
    const id = await addReturn(s.firm.firm_id, s.household.id);
    const ok = await reviewCall(s.client, id, 'approve', { company_id: s.household.id });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      message: 'Tax return approved successfully',
      tax_return: { id, draft_status: 'approved' },
    });
    const again = await reviewCall(s.client, id, 'approve', { company_id: s.household.id });
    expect(again).toMatchObject({ status: 409, body: { error: 'This tax return has already been approved' } });
    const change = await reviewCall(s.client, id, 'request_changes', {
      company_id: s.household.id,
      reason: 'Too late',
    });
    expect(change).toMatchObject({ status: 409, body: { error: 'This tax return has already been approved' } });
    expect((await index(s.client, s.household.id)).body.tax_returns[0]).toMatchObject({
      draft_status: 'approved',
      draft_comment: null,
    });

    const log = await api(`/tax_returns/${id}/get_activity_logs`, {
      token: s.partner,
      query: { company_id: s.household.id },
    });
    expect(log.body.activities.map((a: { title: string }) => a.title)).toEqual([
      'Draft approved',
      'Draft sent for approval',
    ]);
    expect(log.body.activities[0].user_name).toBe('Tia Taxpayer');
    const notes = (await api('/advisors/get_all_notifications', { token: s.partner })).body.notifications;
    expect(notes[0]).toMatchObject({
      text: 'Tia Taxpayer approved the 2025 tax return draft',
      client_name: 'Tia Household',
      type: 9,
    });
  });

  it('requesting changes needs a reason and is one-way too', async () => {
    const s = await setup('changes');
    const id = await addReturn(s.firm.firm_id, s.household.id);
    for (const reason of [undefined, '', '   ']) {
      const res = await reviewCall(s.client, id, 'request_changes', { company_id: s.household.id, reason });
      expect(res).toMatchObject({ status: 400, body: { error: 'Please enter the reason for changes' } });
    }
    const ok = await reviewCall(s.client, id, 'request_changes', {
      company_id: s.household.id,
      reason: 'My W-2 wages are wrong',
    });
    expect(ok.body).toMatchObject({
      message: 'Tax return changes requested successfully',
      tax_return: { draft_status: 'change_requested', draft_comment: 'My W-2 wages are wrong' },
    });
    expect(
      (await reviewCall(s.client, id, 'request_changes', { company_id: s.household.id, reason: 'Again' })).body.error,
    ).toBe('Changes to this tax return have already been requested');
    expect((await reviewCall(s.client, id, 'approve', { company_id: s.household.id })).status).toBe(409);
    expect((await index(s.client, s.household.id)).body.tax_returns[0].draft_comment).toBe('My W-2 wages are wrong');
  });

  it('two tabs approving at once: exactly one wins', async () => {
    const s = await setup('race');
    const id = await addReturn(s.firm.firm_id, s.household.id);
    const results = await Promise.all([
      reviewCall(s.client, id, 'approve', { company_id: s.household.id }),
      reviewCall(s.client, id, 'request_changes', { company_id: s.household.id, reason: 'x' }),
      reviewCall(s.client, id, 'approve', { company_id: s.household.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const log = await api(`/tax_returns/${id}/get_activity_logs`, {
      token: s.client,
      query: { company_id: s.household.id },
    });
    expect(log.body.activities).toHaveLength(2);
  });

  it('refuses a locked return, another entity’s or firm’s return, staff, read-only clients and bad ids, leaving each unchanged', async () => {
    const s = await setup('refuse');
    const locked = await addReturn(s.firm.firm_id, s.household.id, { locked: true });
    const llcReturn = await addReturn(s.firm.firm_id, s.llc.id);
    const roReturn = await addReturn(s.firm.firm_id, s.roCompany.id);
    expect((await reviewCall(s.client, locked, 'approve', { company_id: s.household.id })).body).toEqual({
      error: 'This tax return is locked',
    });
    // The return of another entity named with this one: not found.
    expect((await reviewCall(s.client, llcReturn, 'approve', { company_id: s.household.id })).status).toBe(404);
    expect((await reviewCall(s.partner, llcReturn, 'approve', { company_id: s.llc.id })).status).toBe(403);
    expect((await reviewCall(s.readonlyToken, roReturn, 'approve', { company_id: s.roCompany.id })).status).toBe(403);
    expect((await reviewCall(s.readonlyToken, llcReturn, 'approve', { company_id: s.llc.id })).status).toBe(404);
    const other = await setup('other-firm');
    expect((await reviewCall(other.client, llcReturn, 'approve', { company_id: s.llc.id })).status).toBe(404);
    expect((await reviewCall(s.client, 'no-such-return', 'approve', { company_id: s.household.id })).status).toBe(404);
    expect((await reviewCall(s.client, llcReturn, 'approve', { company_id: 42 })).status).toBe(400);
    expect(
      (await reviewCall(s.client, llcReturn, 'request_changes', { company_id: s.llc.id, reason: 'x'.repeat(5001) }))
        .status,
    ).toBe(400);
    expect((await api(`/tax_returns/${llcReturn}/approve`, { body: { company_id: s.llc.id } })).status).toBe(401);
    for (const [companyId, id] of [
      [s.household.id, locked],
      [s.llc.id, llcReturn],
      [s.roCompany.id, roReturn],
    ] as const) {
      const row = (await index(s.partner, companyId)).body.tax_returns.find((r: { id: string }) => r.id === id);
      expect(row.draft_status).toBe('draft');
    }
  });

  it('a read-only entity can be viewed but not approved or sent back, whoever of its clients asks', async () => {
    const email = uniqueEmail('ro-entity');
    const firm = await makeFirm({
      preferences: { new_tax_return_delivery_enabled: true },
      users: [{ email, password: demoPassword, companies: [{ name: 'Ro Entity', readonly: true }] }],
    });
    const company = firm.users.find((u) => u.email === email)!.companies[0]!;
    const id = await addReturn(firm.firm_id, company.id);
    const token = (await signIn(email)).firebase_token;
    expect((await index(token, company.id)).body.tax_returns.map((r: { id: string }) => r.id)).toEqual([id]);
    for (const [action, body] of [
      ['approve', { company_id: company.id }],
      ['request_changes', { company_id: company.id, reason: 'Please fix line 1' }],
    ] as const) {
      const res = await reviewCall(token, id, action, body);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 403,
        body: { error: 'This entity is read-only, so its tax return cannot be approved or changed.' },
      });
    }
    expect((await index(token, company.id)).body.tax_returns[0].draft_status).toBe('draft');
  });

  it('clients see no returns while the firm does not deliver them in the portal; a return without a file has no link', async () => {
    const s = await setup('off', {});
    const id = await addReturn(s.firm.firm_id, s.household.id, { with_file: false });
    expect((await index(s.client, s.household.id)).body.tax_returns).toEqual([]);
    expect((await index(s.partner, s.household.id)).body.tax_returns).toHaveLength(1);
    const link = await api(`/tax_returns/${id}/download_tax_return`, {
      token: s.partner,
      body: { company_id: s.household.id },
    });
    expect(link).toMatchObject({ status: 404, body: { error: 'This tax return has no file yet' } });
  });
});

describe('GET /v2/tax_returns/waiting_for_client (staff Home)', () => {
  type Waiting = { id: string; company_id: string; company_name: string; company_hash_id: string; sent_at: string };
  const waiting = (token: string, query: Record<string, string> = {}) =>
    api('/v2/tax_returns/waiting_for_client', { token, query });
  const ids = (body: { tax_returns: Waiting[] }) => body.tax_returns.map((r) => r.id);

  it('the staff Home shows drafts waiting for the client, newest first; a reviewed one leaves the list', async () => {
    const s = await setup('waiting');
    const first = await addReturn(s.firm.firm_id, s.household.id, { tax_year: 2024 });
    const second = await addReturn(s.firm.firm_id, s.llc.id, { tax_year: 2025, name: 'Form 1065' });
    const third = await addReturn(s.firm.firm_id, s.household.id, { tax_year: 2025 });
    // Not waiting: already approved, locked, or delivered without a review.
    await addReturn(s.firm.firm_id, s.household.id, { draft_status: 'approved' });
    await addReturn(s.firm.firm_id, s.household.id, { locked: true });
    await addReturn(s.firm.firm_id, s.household.id, { draft_status: null });

    const all = await waiting(s.partner);
    expect(all.status).toBe(200);
    expect(ids(all.body)).toEqual([third, second, first]);
    expect(all.body.next_cursor).toBeNull();
    expect(all.body.tax_returns[1]).toMatchObject({
      id: second,
      company_id: s.llc.id,
      company_name: 'Tia LLC',
      company_hash_id: s.llc.hash_id,
      tax_year: 2025,
      tax_return_name: 'Form 1065',
    });

    // Pages by a cursor, per_page at most 50.
    const page1 = await waiting(s.partner, { per_page: '2' });
    expect(ids(page1.body)).toEqual([third, second]);
    const page2 = await waiting(s.partner, { per_page: '2', cursor: page1.body.next_cursor });
    expect(ids(page2.body)).toEqual([first]);
    expect(page2.body.next_cursor).toBeNull();
    expect((await waiting(s.partner, { per_page: '51' })).status).toBe(400);
    expect((await waiting(s.partner, { cursor: 'not a cursor' })).status).toBe(400);

    // Approved or sent back, a draft no longer waits for the client.
    expect((await reviewCall(s.client, third, 'approve', { company_id: s.household.id })).status).toBe(200);
    const changes = await reviewCall(s.client, second, 'request_changes', {
      company_id: s.llc.id,
      reason: 'Wrong address',
    });
    expect(changes.status).toBe(200);
    expect(ids((await waiting(s.partner)).body)).toEqual([first]);
  });

  it('clients cannot read it, and another firm sees none of this firm’s drafts', async () => {
    const s = await setup('waiting-apart');
    const id = await addReturn(s.firm.firm_id, s.household.id);
    expect((await waiting(s.client)).status).toBe(403);
    expect((await api('/v2/tax_returns/waiting_for_client', {})).status).toBe(401);
    const other = await makeFirm();
    const theirs = await waiting((await signIn(other.partnerEmail)).firebase_token);
    expect(theirs).toMatchObject({ status: 200, body: { tax_returns: [], next_cursor: null } });
    expect(ids((await waiting(s.partner)).body)).toEqual([id]);
  });

  it('group-limited staff see the drafts of their group’s entities only', async () => {
    const [staff, north, south] = ['wg-staff', 'wg-north', 'wg-south'].map(uniqueEmail);
    const firm = await makeFirm({
      groups: ['North', 'South'],
      users: [
        { email: staff!, is_advisor: true, firm_access: 'group', firm_group: 'North', password: demoPassword },
        { email: north!, firm_group: 'North', companies: [{ name: 'North Farm' }, { name: 'North Mill' }] },
        { email: south!, firm_group: 'South', companies: [{ name: 'South Farm' }] },
      ],
    });
    const companies = (email: string) => firm.users.find((u) => u.email === email)!.companies;
    const [farm, mill] = companies(north!);
    const farmDraft = await addReturn(firm.firm_id, farm!.id, { tax_year: 2024 });
    const millDraft = await addReturn(firm.firm_id, mill!.id);
    const southDraft = await addReturn(firm.firm_id, companies(south!)[0]!.id);
    const token = (await signIn(staff!)).firebase_token;
    const mine = await waiting(token);
    expect(mine.status).toBe(200);
    expect(ids(mine.body)).toEqual([millDraft, farmDraft]);
    const page1 = await waiting(token, { per_page: '1' });
    expect(ids(page1.body)).toEqual([millDraft]);
    expect(ids((await waiting(token, { per_page: '1', cursor: page1.body.next_cursor })).body)).toEqual([farmDraft]);
    const partner = (await signIn(firm.partnerEmail)).firebase_token;
    expect(ids((await waiting(partner)).body)).toEqual([southDraft, millDraft, farmDraft]);
  });
});
