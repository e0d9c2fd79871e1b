import { describe, expect, it } from 'vitest';
import { api, baseUrl, demoPassword, makeFirm, mailTo, signIn, uniqueEmail, waitForMail } from '../support/api';

async function firmWithClients(
  label: string,
  clients: { fname: string; lname: string; email?: string; assigned?: boolean }[],
) {
  const staff = uniqueEmail(`${label}-staff`);
  const readonly = uniqueEmail(`${label}-ro`);
  const users = clients.map((c) => ({
    email: c.email ?? uniqueEmail(`${label}-${c.fname.toLowerCase()}`),
    fname: c.fname,
    lname: c.lname,
    password: demoPassword,
    assigned_advisor: c.assigned === false ? staff : 'partner',
    companies: [{ name: `${c.fname} ${c.lname}` }],
  }));
  const firm = await makeFirm({
    firm_name: `${label} & Co`,
    users: [
      { email: staff, fname: 'Sid', lname: 'Staff', password: demoPassword, is_advisor: true },
      { email: readonly, password: demoPassword, is_advisor: true, readonly: true },
      ...users,
    ],
  });
  const ids = users.map((u) => firm.users.find((x) => x.email === u.email)!.id);
  return {
    firm,
    clients: users.map((u, i) => ({ ...u, id: ids[i]! })),
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    staffToken: (await signIn(staff)).firebase_token,
    readonlyToken: (await signIn(readonly)).firebase_token,
    staffId: firm.users.find((u) => u.email === staff)!.id,
  };
}

async function waitForStatus(token: string, id: string, done: (s: any) => boolean, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    const res = await api(`/advisors/mass_messages/${id}`, { token });
    if (res.status === 200 && done(res.body)) return res.body;
    if (Date.now() > until) throw new Error(`mass email ${id} not done: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const body =
  'Dear {client_fname} {client_lname} ({client_full_name}),\nyour organizer is ready.\n{assigned_firm_user_name}';

describe('mass email', () => {
  it('the test email goes to the sender only, filled with the sender’s own details', async () => {
    const f = await firmWithClients('test-send', [{ fname: 'Ada', lname: 'Able' }]);
    const res = await api('/advisors/send_test_mass_message', {
      token: f.partner,
      body: { subject: 'Hello {client_fname}', body },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Test email was sent your email address.');
    const mail = await waitForMail(f.firm.partnerEmail, (m) => m.subject === '[Test] Hello Pat');
    expect(mail.text).toContain('Dear Pat Partner (Pat Partner),\nyour organizer is ready.\nPat Partner');
    expect(mail.html).toContain('<br>');
    expect(mail.html).toContain('test-send &amp; Co');
    expect(await mailTo(f.clients[0]!.email)).toHaveLength(0);
  });

  it('queues at once and each client gets exactly one email with their own names', { timeout: 60_000 }, async () => {
    const f = await firmWithClients('fanout', [
      { fname: 'Ada', lname: 'Able' },
      { fname: 'Bo', lname: 'Baker' },
      { fname: 'Cy', lname: 'Cole', assigned: false },
      { fname: 'Di', lname: 'Left Out' },
    ]);
    const chosen = f.clients.slice(0, 3);
    const res = await api('/advisors/send_mass_message', {
      token: f.partner,
      body: { subject: 'Organizer for {client_fname}', body, client_ids: [...chosen.map((c) => c.id), chosen[0]!.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Mass emails have been successfully queued. They should be sent shortly.',
      recipients: 3,
    });
    const status = await waitForStatus(f.partner, res.body.mass_email_id, (s) => s.status === 'sent');
    expect(status).toMatchObject({ total: 3, sent: 3, failed: 0, failures: [] });
    for (const c of chosen) {
      const mail = await mailTo(c.email);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toBe(`Organizer for ${c.fname}`);
      expect(mail[0]!.text).toContain(`Dear ${c.fname} ${c.lname} (${c.fname} ${c.lname})`);
      // The assigned firm user's name is each client's own.
      expect(mail[0]!.text).toContain(c.lname === 'Cole' ? 'Sid Staff' : 'Pat Partner');
    }
    expect(await mailTo(f.clients[3]!.email)).toHaveLength(0);
    // The sender hears how it went: the last job of the fan-out says so, just after the last email is out.
    await expect
      .poll(
        async () =>
          (await api('/advisors/get_all_notifications', { token: f.partner })).body.notifications.map(
            (n: { text: string }) => n.text,
          ),
        { timeout: 10_000 },
      )
      .toContain('Mass email “Organizer for {client_fname}” was sent to all 3 recipients');
  });

  it('when the mail service fails once for every recipient, the queue retries and each still gets exactly one email', {
    timeout: 90_000,
  }, async () => {
    const f = await firmWithClients('retry', [
      { fname: 'Ada', lname: 'Able' },
      { fname: 'Bo', lname: 'Baker' },
      { fname: 'Cy', lname: 'Cole' },
    ]);
    for (const c of f.clients) {
      const fault = await fetch(`${baseUrl()}/_dev/mail-faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address: c.email, times: 1, kind: 'paused' }),
      });
      expect(fault.status).toBe(201);
    }
    const res = await api('/advisors/send_mass_message', {
      token: f.partner,
      body: { subject: 'Retry {client_fname}', body, client_ids: f.clients.map((c) => c.id) },
    });
    expect(res.status).toBe(200);
    const status = await waitForStatus(f.partner, res.body.mass_email_id, (s) => s.status === 'sent', 80_000);
    expect(status).toMatchObject({ total: 3, sent: 3, failed: 0 });
    await new Promise((r) => setTimeout(r, 1000));
    for (const c of f.clients)
      expect((await mailTo(c.email)).filter((m) => m.subject === `Retry ${c.fname}`)).toHaveLength(1);
  });

  it('reports recipients whose address is refused, missing or bounces later instead of skipping them', {
    timeout: 60_000,
  }, async () => {
    const f = await firmWithClients('report', [
      { fname: 'Ada', lname: 'Able' },
      { fname: 'Rex', lname: 'Rejected' },
      { fname: 'Nia', lname: 'Noemail', email: `noemail-${Date.now()}@placeholder.invalid` },
      { fname: 'Bea', lname: 'Bounce' },
    ]);
    const fault = (address: string, kind: string) =>
      fetch(`${baseUrl()}/_dev/mail-faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address, kind }),
      });
    await fault(f.clients[1]!.email, 'rejected');
    await fault(f.clients[3]!.email, 'bounced');
    const res = await api('/advisors/send_mass_message', {
      token: f.partner,
      body: { subject: 'Report', body: 'Hi {client_fname}', client_ids: f.clients.map((c) => c.id) },
    });
    const finished = await waitForStatus(f.partner, res.body.mass_email_id, (s) => s.status === 'sent');
    expect(finished.total).toBe(4);
    // The bounce comes back after SES accepted the message, and turns that recipient's outcome around.
    const status = await waitForStatus(f.partner, res.body.mass_email_id, (s) => s.failed === 3);
    expect(status).toMatchObject({ total: 4, sent: 1, failed: 3 });
    expect(status.failures).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_id: f.clients[1]!.id, name: 'Rex Rejected', reason: 'Address rejected' }),
        expect.objectContaining({ user_id: f.clients[2]!.id, name: 'Nia Noemail', reason: 'No email address' }),
        expect.objectContaining({ user_id: f.clients[3]!.id, name: 'Bea Bounce', reason: 'Address bounced' }),
      ]),
    );
    const notes = (await api('/advisors/get_all_notifications', { token: f.partner })).body.notifications.map(
      (n: { text: string }) => n.text,
    );
    expect(notes.find((t: string) => t.includes('recipients'))).toContain('Rex Rejected (Address rejected)');
    expect(notes).toContain('Mass email “Report”: the email to Bea Bounce could not be delivered (address bounced)');
  });

  it('refuses a send with no subject, no message, no users, another firm’s users, staff, or from a read-only user or a client', async () => {
    const f = await firmWithClients('refuse', [{ fname: 'Ada', lname: 'Able' }]);
    const other = await makeFirm({ users: [{ email: uniqueEmail('other-client'), password: demoPassword }] });
    const foreign = other.users[1]!.id;
    const ok = { subject: 'S', body: 'B', client_ids: [f.clients[0]!.id] };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...ok, subject: '  ' }, 400, 'Subject is required'],
      [{ ...ok, subject: undefined }, 400, 'Subject is required'],
      [{ ...ok, body: '\n ' }, 400, 'Message is required'],
      [{ ...ok, client_ids: [] }, 400, 'Select at least one user'],
      [{ ...ok, client_ids: undefined }, 400, 'Select at least one user'],
      [{ ...ok, client_ids: [f.clients[0]!.id, foreign] }, 404, 'Some of the selected users were not found'],
      [{ ...ok, client_ids: [f.staffId] }, 422, 'Mass email goes to clients only'],
      [
        { ...ok, client_ids: Array.from({ length: 10_001 }, (_, i) => `id${i}`) },
        400,
        'A mass email can go to at most 10,000 users',
      ],
    ];
    for (const [input, status, error] of cases) {
      const res = await api('/advisors/send_mass_message', { token: f.partner, body: input });
      expect(res.status, JSON.stringify(input).slice(0, 80)).toBe(status);
      expect(res.body.error).toBe(error);
    }
    expect(
      (await api('/advisors/send_test_mass_message', { token: f.partner, body: { subject: 'S' } })).body.error,
    ).toBe('Message is required');
    expect((await api('/advisors/send_mass_message', { token: f.readonlyToken, body: ok })).status).toBe(403);
    expect((await api('/advisors/send_test_mass_message', { token: f.readonlyToken, body: ok })).status).toBe(403);
    const clientToken = (await signIn(f.clients[0]!.email)).firebase_token;
    expect((await api('/advisors/send_mass_message', { token: clientToken, body: ok })).status).toBe(403);
    expect((await api('/advisors/send_mass_message', { body: ok })).status).toBe(401);
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailTo(f.clients[0]!.email)).toHaveLength(0);
    expect(await mailTo(other.users[1]!.email)).toHaveLength(0);
  });

  it('is refused while the firm has messaging turned off (communication_disabled), and nothing is sent', async () => {
    const f = await firmWithClients('quiet', [{ fname: 'Quinn', lname: 'Quiet' }]);
    const off = await api('/firms/update_preferences', {
      token: f.partner,
      body: { preferences: { communication_disabled: true } },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const ok = { subject: 'Hello', body: 'Hi {client_fname}', client_ids: [f.clients[0]!.id] };
    for (const path of ['/advisors/send_mass_message', '/advisors/send_test_mass_message']) {
      const res = await api(path, { token: f.partner, body: ok });
      expect(res.status, path).toBe(403);
      expect(res.body.error).toBe('Messaging is turned off for this firm.');
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailTo(f.clients[0]!.email)).toHaveLength(0);
  });

  it('a mass email’s progress is its sender’s (and partners’) to read, not another firm’s', async () => {
    const f = await firmWithClients('status', [{ fname: 'Ada', lname: 'Able' }]);
    const res = await api('/advisors/send_mass_message', {
      token: f.staffToken,
      body: { subject: 'S', body: 'B', client_ids: [f.clients[0]!.id] },
    });
    expect((await api(`/advisors/mass_messages/${res.body.mass_email_id}`, { token: f.partner })).status).toBe(200);
    const other = await makeFirm();
    expect(
      (
        await api(`/advisors/mass_messages/${res.body.mass_email_id}`, {
          token: (await signIn(other.partnerEmail)).firebase_token,
        })
      ).status,
    ).toBe(404);
  });
});

describe('GET /v2/users: the mass email audience', () => {
  it('lists every client (rows_per_page -1), not staff, with search and assigned firm user filters', async () => {
    const f = await firmWithClients('audience', [
      { fname: 'Ada', lname: 'Able' },
      { fname: 'Bo', lname: 'Baker' },
      { fname: 'Cy', lname: 'Cole', assigned: false },
    ]);
    const all = await api('/v2/users', {
      token: f.partner,
      query: { rows_per_page: '-1', sort_by: 'fname', descending: 'false' },
    });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.users.map((u: { full_name: string }) => u.full_name)).toEqual(['Ada Able', 'Bo Baker', 'Cy Cole']);
    expect(
      (
        await api('/v2/users', { token: f.partner, query: { rows_per_page: '-1', assigned_advisor_id: f.staffId } })
      ).body.users.map((u: { fname: string }) => u.fname),
    ).toEqual(['Cy']);
    expect((await api('/v2/users', { token: f.partner, query: { search_term: 'bak' } })).body.total).toBe(1);
    expect(
      (
        await api('/v2/users', {
          token: f.partner,
          query: { rows_per_page: '2', page: '2', sort_by: 'fname', descending: 'false' },
        })
      ).body.users.map((u: { fname: string }) => u.fname),
    ).toEqual(['Cy']);
    expect((await api('/v2/users', { token: f.partner, query: { count: 'true' } })).body).toEqual({ total: 3 });
    expect((await api('/v2/users', { token: f.partner, query: { rows_per_page: '7' } })).status).toBe(200);
    expect((await api('/v2/users', { token: f.partner, query: { rows_per_page: '0' } })).status).toBe(400);
    expect((await api('/v2/users', { token: (await signIn(f.clients[0]!.email)).firebase_token })).status).toBe(403);
  });

  it('a group-limited firm user sees only their group’s clients', async () => {
    const group = uniqueEmail('grp');
    const north = uniqueEmail('north');
    const firm = await makeFirm({
      groups: ['North', 'South'],
      users: [
        { email: group, password: demoPassword, is_advisor: true, firm_access: 'group', firm_group: 'North' },
        { email: north, firm_group: 'North', password: demoPassword },
        { email: uniqueEmail('south'), firm_group: 'South', password: demoPassword },
      ],
    });
    const res = await api('/v2/users', { token: (await signIn(group)).firebase_token, query: { rows_per_page: '-1' } });
    expect(res.body.users.map((u: { email: string }) => u.email)).toEqual([north]);
    expect(firm.users).toHaveLength(4);
  });
});
