/**
 * Notifications for an entity (FA §2.5 dialog, §5.5, §7.4): firm users subscribe to an entity's notifications by
 * type and hear of its events from then on; the assigned firm user of its primary owner always does; the owners'
 * side says who receives the questionnaire mail.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { api, call, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

/** A real, minimal one-page PDF. */
const pdfBytes = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function setup() {
  const emails = {
    assigned: uniqueEmail('en-assigned'),
    follower: uniqueEmail('en-follower'),
    north: uniqueEmail('en-north'),
    client: uniqueEmail('en-client'),
    other: uniqueEmail('en-other'),
    northClient: uniqueEmail('en-north-client'),
  };
  const firm = await makeFirm({
    groups: ['North'],
    users: [
      { email: emails.assigned, fname: 'Ada', lname: 'Assigned', password: demoPassword, is_advisor: true },
      { email: emails.follower, fname: 'Fay', lname: 'Follower', password: demoPassword, is_advisor: true },
      {
        email: emails.north,
        password: demoPassword,
        is_advisor: true,
        firm_access: 'group',
        firm_group: 'North',
      },
      {
        email: emails.client,
        fname: 'Casey',
        lname: 'Client',
        password: demoPassword,
        assigned_advisor: emails.assigned,
        companies: [{ name: 'Casey Household' }],
      },
      {
        email: emails.other,
        fname: 'Olive',
        lname: 'Other',
        password: demoPassword,
        assigned_advisor: emails.assigned,
        companies: [{ name: 'Olive LLC' }],
      },
      {
        email: emails.northClient,
        fname: 'Nora',
        lname: 'North',
        password: demoPassword,
        firm_group: 'North',
        companies: [{ name: 'Nora Household' }],
      },
    ],
  });
  const foreign = await makeFirm({
    users: [{ email: uniqueEmail('en-foreign'), password: demoPassword, companies: [{ name: 'Foreign Co' }] }],
  });
  const user = (email: string) => firm.users.find((u) => u.email === email)!;
  const token = async (email: string) => (await signIn(email)).firebase_token;
  return {
    firm,
    clientId: user(emails.client).id,
    otherClientId: user(emails.other).id,
    company: user(emails.client).companies[0]!,
    otherCompany: user(emails.other).companies[0]!,
    northCompany: user(emails.northClient).companies[0]!,
    foreignCompany: foreign.users[1]!.companies[0]!,
    tokens: {
      partner: await token(firm.partnerEmail),
      assigned: await token(emails.assigned),
      follower: await token(emails.follower),
      north: await token(emails.north),
      client: await token(emails.client),
      other: await token(emails.other),
      northClient: await token(emails.northClient),
      foreignPartner: await token(foreign.partnerEmail),
    },
  };
}

let s: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  s = await setup();
});

const subscribe = (token: string, entity_ids: string[], notification_type_ids: number[]) =>
  call(companyRoutes.saveNotificationSubscription, { entity_ids, notification_type_ids } as never, { token });
const typeIds = (token: string, id: string) => call(companyRoutes.getNotificationTypeIds, { id }, { token });
const ownerNotifications = (token: string, id: string) => call(companyRoutes.getOwnerNotifications, { id }, { token });
const saveOwners = (token: string, id: string, body: Record<string, unknown>) =>
  api(`/companies/${encodeURIComponent(id)}/save_owner_notifications`, { token, body });

/** A client's upload to an entity: the link, the PUT, then process_document (which raises the notification). */
async function upload(token: string, companyId: string, name: string) {
  const link = await api('/integrations/get_temporary_upload_link', {
    token,
    query: { company_id: companyId, content_type: 'application/pdf', size_bytes: String(pdfBytes.length) },
  });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const put = await fetch(link.body.upload_link, { method: 'PUT', headers: link.body.headers, body: pdfBytes });
  expect(put.status).toBe(200);
  const processed = await api('/integrations/process_document', {
    token,
    body: { company_id: companyId, id: link.body.id, document_name: name, path: '/Attachments' },
  });
  expect(processed.status, JSON.stringify(processed.body)).toBe(200);
}

/** The document notifications a firm user has about one file name. */
async function toldAbout(token: string, name: string) {
  const res = await api('/advisors/get_paginated_notifications', { token, query: { search: name, per_page: '100' } });
  expect(res.status).toBe(200);
  return (res.body.notifications as { text: string; type: number; company_id: string | null }[]).filter((n) =>
    n.text.includes(name),
  );
}

describe('a firm user subscribes to an entity’s notifications (FA §5.5, §7.4)', () => {
  it('subscribed to documents, they hear of that entity’s uploads and of no other entity’s', async () => {
    const saved = await subscribe(s.tokens.follower, [s.company.id], [2]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({
      message: 'Notifications successfully updated',
      entity_ids: [s.company.id],
      notification_type_ids: [2],
    });
    expect((await typeIds(s.tokens.follower, s.company.id)).body).toEqual({
      notification_type_ids: [2],
      can_unsubscribe: true,
    });
    expect((await typeIds(s.tokens.follower, s.otherCompany.id)).body.notification_type_ids).toEqual([]);

    await upload(s.tokens.client, s.company.id, 'followed-w2.pdf');
    await upload(s.tokens.other, s.otherCompany.id, 'unfollowed-1099.pdf');

    expect(await toldAbout(s.tokens.follower, 'followed-w2.pdf')).toEqual([
      expect.objectContaining({ text: 'Casey Client uploaded followed-w2.pdf', type: 2, company_id: s.company.id }),
    ]);
    expect(await toldAbout(s.tokens.follower, 'unfollowed-1099.pdf')).toEqual([]);
    // Nobody else chose to hear of it: the partner is neither subscribed nor assigned.
    expect(await toldAbout(s.tokens.partner, 'followed-w2.pdf')).toEqual([]);
  });

  it('only the chosen types: a subscriber to information alone is not told of documents', async () => {
    expect((await subscribe(s.tokens.partner, [s.otherCompany.id], [1, 3])).status).toBe(200);
    expect((await typeIds(s.tokens.partner, s.otherCompany.id)).body.notification_type_ids).toEqual([1, 3]);
    await upload(s.tokens.other, s.otherCompany.id, 'info-only.pdf');
    expect(await toldAbout(s.tokens.partner, 'info-only.pdf')).toEqual([]);
  });

  it('an empty list unsubscribes, and they stop hearing of the entity', async () => {
    expect((await subscribe(s.tokens.follower, [s.otherCompany.id], [1, 2, 3, 7])).status).toBe(200);
    await upload(s.tokens.other, s.otherCompany.id, 'before-unsubscribe.pdf');
    expect(await toldAbout(s.tokens.follower, 'before-unsubscribe.pdf')).toHaveLength(1);

    const off = await subscribe(s.tokens.follower, [s.otherCompany.id], []);
    expect(off.status).toBe(200);
    expect((await typeIds(s.tokens.follower, s.otherCompany.id)).body.notification_type_ids).toEqual([]);
    await upload(s.tokens.other, s.otherCompany.id, 'after-unsubscribe.pdf');
    expect(await toldAbout(s.tokens.follower, 'after-unsubscribe.pdf')).toEqual([]);
  });

  it('advisors cannot disable notifications for entities of users assigned to them, and are notified anyway', async () => {
    expect((await typeIds(s.tokens.assigned, s.company.id)).body).toEqual({
      notification_type_ids: [1, 2, 3, 7],
      can_unsubscribe: false,
    });
    for (const types of [[], [1, 3]]) {
      const refused = await subscribe(s.tokens.assigned, [s.company.id], types);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('Advisors cannot disable notifications for entities of users assigned to them');
    }
    // A bulk call that names one such entity changes none of them.
    const northBefore = await typeIds(s.tokens.assigned, s.northCompany.id);
    expect((await subscribe(s.tokens.assigned, [s.northCompany.id, s.company.id], [1])).status).toBe(403);
    expect((await typeIds(s.tokens.assigned, s.northCompany.id)).body).toEqual(northBefore.body);
    // Keeping every type is no change and is accepted.
    expect((await subscribe(s.tokens.assigned, [s.company.id], [1, 2, 3, 7])).status).toBe(200);

    await upload(s.tokens.client, s.company.id, 'assigned-hears.pdf');
    expect(await toldAbout(s.tokens.assigned, 'assigned-hears.pdf')).toEqual([
      expect.objectContaining({ type: 2, company_id: s.company.id }),
    ]);
  });

  it('a subscriber who is also the assigned firm user is told once', async () => {
    expect((await subscribe(s.tokens.assigned, [s.otherCompany.id], [1, 2, 3, 7])).status).toBe(200);
    await upload(s.tokens.other, s.otherCompany.id, 'told-once.pdf');
    expect(await toldAbout(s.tokens.assigned, 'told-once.pdf')).toHaveLength(1);
  });

  it('group-limited staff subscribe to their group’s entities only and hear of them', async () => {
    expect((await subscribe(s.tokens.north, [s.northCompany.id], [2])).status).toBe(200);
    await upload(s.tokens.northClient, s.northCompany.id, 'north-upload.pdf');
    expect(await toldAbout(s.tokens.north, 'north-upload.pdf')).toHaveLength(1);

    expect((await subscribe(s.tokens.north, [s.company.id], [2])).status).toBe(404);
    expect((await subscribe(s.tokens.north, [s.northCompany.id, s.company.id], [])).status).toBe(404);
    expect((await typeIds(s.tokens.north, s.northCompany.id)).body.notification_type_ids).toEqual([2]);
    expect((await typeIds(s.tokens.north, s.company.id)).status).toBe(404);
  });
});

describe('which owners receive the entity’s questionnaire mail (FA §3.3, §5.5)', () => {
  it('with nothing saved, the primary contact receives Questionnaire and Questionnaire Signature', async () => {
    const res = await ownerNotifications(s.tokens.partner, s.company.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      entity_id: s.company.id,
      owners_with_notifications: [
        {
          id: s.clientId,
          full_name: 'Casey Client',
          email: expect.stringContaining('en-client'),
          is_primary_contact: true,
          assignments: [{ company_id: s.company.id, notification_type_ids: [4, 5] }],
        },
      ],
    });
  });

  it('at least one user must receive Questionnaire and one must have Questionnaire Signature, in the dialog’s words', async () => {
    const owner = (types: number[]) => ({
      entity_id: s.otherCompany.id,
      owners_with_notifications: [
        { id: s.otherClientId, assignments: [{ company_id: s.otherCompany.id, notification_type_ids: types }] },
      ],
    });
    const noQuestionnaire = await saveOwners(s.tokens.partner, s.otherCompany.id, owner([5]));
    expect(noQuestionnaire.status).toBe(422);
    expect(noQuestionnaire.body.error).toBe('At least one user must receive Questionnaire notifications');
    const noSignature = await saveOwners(s.tokens.partner, s.otherCompany.id, owner([4]));
    expect(noSignature.status).toBe(422);
    expect(noSignature.body.error).toBe('At least one user must have Questionnaire Signature notifications');
    const nothing = await saveOwners(s.tokens.partner, s.otherCompany.id, owner([]));
    expect(nothing.body.error).toBe('At least one user must receive Questionnaire notifications');
    // Nothing was written.
    expect(
      (await ownerNotifications(s.tokens.partner, s.otherCompany.id)).body.owners_with_notifications[0].assignments,
    ).toEqual([{ company_id: s.otherCompany.id, notification_type_ids: [4, 5] }]);

    const saved = await saveOwners(s.tokens.partner, s.otherCompany.id, owner([5, 4]));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      message: 'User notifications saved successfully',
      entity_id: s.otherCompany.id,
      owners_with_notifications: [
        { id: s.otherClientId, assignments: [{ company_id: s.otherCompany.id, notification_type_ids: [4, 5] }] },
      ],
    });
  });

  it('refuses people who are not owners, another entity’s assignments and a body for another entity', async () => {
    const notOwner = await saveOwners(s.tokens.partner, s.company.id, {
      entity_id: s.company.id,
      owners_with_notifications: [
        { id: s.otherClientId, assignments: [{ company_id: s.company.id, notification_type_ids: [4, 5] }] },
      ],
    });
    expect(notOwner).toMatchObject({
      status: 400,
      body: { error: 'Only the entity’s owners can receive its notifications' },
    });
    const otherEntity = await saveOwners(s.tokens.partner, s.company.id, {
      owners_with_notifications: [
        { id: s.clientId, assignments: [{ company_id: s.otherCompany.id, notification_type_ids: [4, 5] }] },
      ],
    });
    expect(otherEntity).toMatchObject({ status: 400, body: { error: 'Assignments must be for this entity' } });
    const mismatch = await saveOwners(s.tokens.partner, s.company.id, {
      entity_id: s.otherCompany.id,
      owners_with_notifications: [],
    });
    expect(mismatch).toMatchObject({ status: 400, body: { error: 'The entity does not match the address' } });
  });
});

describe('who may use these calls', () => {
  it('staff only: a client is refused and a stranger must sign in', async () => {
    expect((await subscribe(s.tokens.client, [s.company.id], [2])).status).toBe(403);
    expect((await typeIds(s.tokens.client, s.company.id)).status).toBe(403);
    expect((await ownerNotifications(s.tokens.client, s.company.id)).status).toBe(403);
    expect(
      (await saveOwners(s.tokens.client, s.company.id, { entity_id: s.company.id, owners_with_notifications: [] }))
        .status,
    ).toBe(403);
    expect((await subscribe('', [s.company.id], [2])).status).toBe(401);
  });

  it('another firm’s ids answer 404 and change nothing', async () => {
    const t = s.tokens.foreignPartner;
    expect((await subscribe(t, [s.company.id], [1])).status).toBe(404);
    expect((await typeIds(t, s.company.id)).status).toBe(404);
    expect((await ownerNotifications(t, s.company.id)).status).toBe(404);
    const save = await saveOwners(t, s.company.id, {
      entity_id: s.company.id,
      owners_with_notifications: [
        { id: s.clientId, assignments: [{ company_id: s.company.id, notification_type_ids: [4] }] },
      ],
    });
    expect(save.status).toBe(404);
    // Our partner may not name the other firm's entity either.
    expect((await subscribe(s.tokens.partner, [s.foreignCompany.id], [1])).status).toBe(404);
    expect((await ownerNotifications(s.tokens.partner, s.foreignCompany.id)).status).toBe(404);
  });

  it('bad input answers 400, never 500', async () => {
    const t = s.tokens.partner;
    const bodies: unknown[] = [
      {},
      { entity_ids: 'x', notification_type_ids: [] },
      { entity_ids: [], notification_type_ids: [] },
      { entity_ids: [s.company.id] },
      { entity_ids: [s.company.id], notification_type_ids: [4] },
      { entity_ids: [s.company.id], notification_type_ids: [1.5] },
      { entity_ids: [s.company.id], notification_type_ids: ['1'] },
      { entity_ids: [s.company.id], notification_type_ids: null },
      { entity_ids: Array.from({ length: 26 }, (_, i) => `e${i}`), notification_type_ids: [] },
      { entity_ids: ['a'.repeat(65)], notification_type_ids: [] },
      { entity_ids: [{}], notification_type_ids: [] },
    ];
    for (const body of bodies)
      expect(
        (await api('/companies/save_notification_subscription', { token: t, body })).status,
        JSON.stringify(body),
      ).toBe(400);
    expect(
      (
        await api('/companies/save_notification_subscription', {
          token: t,
          rawBody: '[',
          headers: { 'content-type': 'application/json' },
          method: 'POST',
        })
      ).status,
    ).toBe(400);
    for (const body of [
      { owners_with_notifications: 'all' },
      { owners_with_notifications: [{ id: s.clientId }] },
      { owners_with_notifications: [{ id: s.clientId, assignments: [{ company_id: s.company.id }] }] },
      {
        owners_with_notifications: [
          { id: s.clientId, assignments: [{ company_id: s.company.id, notification_type_ids: [2] }] },
        ],
      },
      { owners_with_notifications: [{ id: '../x', assignments: [] }] },
      { owners_with_notifications: Array.from({ length: 91 }, (_, i) => ({ id: `u${i}`, assignments: [] })) },
    ])
      expect((await saveOwners(t, s.company.id, body)).status, JSON.stringify(body)).toBe(400);
    expect((await typeIds(t, 'not an id!')).status).toBe(400);
    expect((await api('/companies/%FF/owner_notifications', { token: t })).status).toBe(400);
  });
});
