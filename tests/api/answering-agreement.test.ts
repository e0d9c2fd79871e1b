import { describe, expect, it } from 'vitest';
import { answeringText, questionRef, signatureRef } from '@ledgerline/shared/answering';
import { api, baseUrl, demoPassword, makeFirm, signIn, uniqueEmail, type FactoryUser } from '../support/api';
import { uploadFile } from '../support/documents';

/**
 * The agreement side of answering a questionnaire (QD §3 Signature; §4 Signatures, Submission, Deposit; §5 Contact
 * confirmation; §7; §8): signatures and the engagement letter, the deposit through the local test checkout,
 * submitting, contact confirmation and the document link. Each test makes its own firm.
 */

const content = {
  sections: [
    {
      id: 'income',
      name: 'Income',
      section_type: 3,
      questionnaire_questions: [
        { id: 'w2', text: 'Please upload your W-2', question_type: 'upload', order: 1 },
        { id: 'job', text: 'Where do you work?', question_type: 'text', order: 2, optional: true },
      ],
    },
    {
      id: 'letter',
      name: 'Engagement Letter',
      section_type: 2,
      custom_element: '<p>We agree to prepare your return.</p>',
    },
    { id: 'review', name: 'Review and Submit', section_type: 4 },
  ],
};

interface Setup {
  firmId: string;
  partner: string;
  casey: string;
  caseyId: string;
  morgan: string;
  morganId: string;
  morganEmail: string;
  companyId: string;
  hashId: string;
  /** By name: 'Organizer' (deposit, all owners sign), 'No deposit', 'Second', 'Locked'. */
  q: Record<string, string>;
}

/** A firm whose client Casey owns an entity with Morgan (both sign its letters), and the questionnaires named. */
async function setup(
  opts: { preferences?: Record<string, unknown>; integrations?: Record<string, unknown>; readonlyCasey?: boolean } = {},
): Promise<Setup> {
  const [caseyEmail, morganEmail] = [uniqueEmail('ag-casey'), uniqueEmail('ag-morgan')];
  const morgan: FactoryUser = {
    email: morganEmail,
    fname: 'Morgan',
    lname: 'Owner',
    password: demoPassword,
    assigned_advisor: 'partner',
    companies: [{ name: 'Morgan Household' }],
  };
  const firm = await makeFirm({
    firm_name: 'Lakeside Tax',
    preferences: opts.preferences ?? {},
    integrations: opts.integrations ?? { stripe: { account_id: 'acct_test' } },
    users: [
      morgan,
      {
        email: caseyEmail,
        fname: 'Casey',
        lname: 'Client',
        password: demoPassword,
        assigned_advisor: 'partner',
        readonly: opts.readonlyCasey,
        companies: [
          {
            name: 'Casey Household',
            questionnaires: [
              {
                name: 'Organizer',
                tax_year: 2025,
                due_date: '2099-04-15',
                content,
                deposit_amount: 150,
                all_owner_signature_required: true,
              },
              { name: 'No deposit', tax_year: 2025, due_date: '2099-04-15', content },
              { name: 'Second', tax_year: 2025, due_date: '2099-05-01', content },
              { name: 'Locked', tax_year: 2025, content, locked: true },
            ],
          },
        ],
      },
    ],
  });
  const caseyUser = firm.users.find((u) => u.email === caseyEmail)!;
  const morganUser = firm.users.find((u) => u.email === morganEmail)!;
  const company = caseyUser.companies[0]!;
  const [partner, casey, morganToken] = await Promise.all([
    signIn(firm.partnerEmail),
    signIn(caseyEmail),
    signIn(morganEmail),
  ]);
  const owners = await api(`/companies/${company.id}/update_owners`, {
    token: partner.firebase_token,
    body: { owner_ids: [caseyUser.id, morganUser.id] },
  });
  expect(owners.status, JSON.stringify(owners.body)).toBe(200);
  return {
    firmId: firm.firm_id,
    partner: partner.firebase_token,
    casey: casey.firebase_token,
    caseyId: caseyUser.id,
    morgan: morganToken.firebase_token,
    morganId: morganUser.id,
    morganEmail,
    companyId: company.id,
    hashId: company.hash_id,
    q: Object.fromEntries(company.questionnaires.map((q) => [q.name, q.id])),
  };
}

const getQuestionnaire = async (token: string, companyId: string, id: string) => {
  const res = await api('/questionnaires/get_questionnaire', { token, query: { company_id: companyId, id } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.questionnaire;
};

interface LetterSection {
  id: string;
  custom_element: string | null;
  letter_signed: boolean;
  engagement_signatures: Record<string, unknown>[];
}

const letterOf = (questionnaire: { sections: LetterSection[] }): LetterSection =>
  questionnaire.sections.find((s) => s.id === 'letter')!;

const signatureOf = (questionnaire: { sections: LetterSection[] }, userId: string) =>
  letterOf(questionnaire).engagement_signatures.find((s) => s.user_id === userId)!;

const sign = (token: string, signatureId: string, extra: Record<string, unknown> = {}, ip?: string) =>
  api('/questionnaires/sign_agreement', {
    token,
    ip,
    body: { signature_id: signatureId, signature: 'Casey Client', ...extra },
  });

const activityTitles = async (s: Setup, questionnaireId: string) => {
  const res = await api('/v2/activity_logs', {
    token: s.partner,
    query: { questionnaire_id: questionnaireId, per_page: '100' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.activities as { title: string }[]).map((a) => a.title);
};

describe('signatures (QD §3 Signature, §4 Signatures)', () => {
  it('signing stores the signer, the time, the client time, the IP address and the user agent; signing twice has one effect', async () => {
    const s = await setup();
    const qid = s.q['No deposit']!;
    const ref = signatureRef(qid, 'letter', s.caseyId);
    const before = Date.now();
    const first = await sign(
      s.casey,
      ref,
      { client_time: '4/15/2026, 9:30:00 AM', user_agent: 'Mozilla/5.0 (Test Browser)' },
      '10.9.8.7',
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe(answeringText.signed);
    const signed = signatureOf(first.body.questionnaire, s.caseyId);
    expect(signed).toMatchObject({
      id: ref,
      state: 'signed',
      signature: 'Casey Client',
      user_name: 'Casey Client',
      client_time: '4/15/2026, 9:30:00 AM',
      ip_address: '10.9.8.7',
      user_agent: 'Mozilla/5.0 (Test Browser)',
    });
    expect(Date.parse(signed.signed_at as string)).toBeGreaterThanOrEqual(before - 1000);
    expect(letterOf(first.body.questionnaire).letter_signed).toBe(true);

    const [again, twice] = await Promise.all([
      sign(s.casey, ref, { signature: 'Someone Else', user_agent: 'Other Agent' }, '10.1.1.1'),
      sign(s.casey, ref, { signature: 'Someone Else' }),
    ]);
    expect(twice.status).toBe(200);
    expect(again.status).toBe(200);
    expect(signatureOf(again.body.questionnaire, s.caseyId)).toEqual(signed);
    expect((await activityTitles(s, qid)).filter((t) => t === 'Engagement letter signed')).toHaveLength(1);
  });

  it('a client signs only their own signature, of an agreement section; an empty signature is refused', async () => {
    const s = await setup();
    const qid = s.q['No deposit']!;
    const other = await sign(s.morgan, signatureRef(qid, 'letter', s.caseyId));
    expect(other.status).toBe(403);
    expect(other.body.error).toBe(answeringText.notYourSignature);
    const staff = await sign(s.partner, signatureRef(qid, 'letter', s.caseyId));
    expect(staff.status).toBe(403);
    const notAgreement = await sign(s.casey, signatureRef(qid, 'income', s.caseyId));
    expect(notAgreement.status).toBe(404);
    expect(notAgreement.body.error).toBe(answeringText.sectionNotFound);
    const empty = await sign(s.casey, signatureRef(qid, 'letter', s.caseyId), { signature: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(answeringText.signatureEmpty);
    // Not a signer: without all owners' signatures only the primary contact (Casey, who made the entity) signs.
    const notSigner = await sign(s.morgan, signatureRef(qid, 'letter', s.morganId));
    expect(notSigner.status).toBe(403);
    // Another firm's client cannot reach the questionnaire at all.
    const foreign = await setup();
    const stranger = await sign(foreign.casey, signatureRef(qid, 'letter', foreign.caseyId));
    expect(stranger.status).toBe(404);
  });

  it('with one signature per section, once one signer signs the others are Not Needed and cannot sign', async () => {
    const s = await setup({ preferences: { require_one_signature_per_section: true } });
    const qid = s.q.Organizer!;
    const signed = await sign(s.casey, signatureRef(qid, 'letter', s.caseyId));
    expect(signed.status).toBe(200);
    expect(signatureOf(signed.body.questionnaire, s.morganId)).toMatchObject({ state: 'not_needed' });
    const late = await sign(s.morgan, signatureRef(qid, 'letter', s.morganId), { signature: 'Morgan Owner' });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(answeringText.signatureNotRequired);

    // Two signers at the same moment: exactly one signature stands.
    const r = await setup({ preferences: { require_one_signature_per_section: true } });
    const rq = r.q.Organizer!;
    const raced = await Promise.all([
      sign(r.casey, signatureRef(rq, 'letter', r.caseyId)),
      sign(r.morgan, signatureRef(rq, 'letter', r.morganId), { signature: 'Morgan Owner' }),
    ]);
    expect(raced.map((x) => x.status).sort()).toEqual([200, 409]);
    const states = letterOf(await getQuestionnaire(r.partner, r.companyId, rq)).engagement_signatures.map(
      (x) => x.state,
    );
    expect(states.sort()).toEqual(['not_needed', 'signed']);

    // Without the preference every owner signs.
    const t = await setup();
    const tq = t.q.Organizer!;
    expect((await sign(t.casey, signatureRef(tq, 'letter', t.caseyId))).status).toBe(200);
    const both = await sign(t.morgan, signatureRef(tq, 'letter', t.morganId), { signature: 'Morgan Owner' });
    expect(both.status, JSON.stringify(both.body)).toBe(200);
    expect(signatureOf(both.body.questionnaire, t.morganId)).toMatchObject({ state: 'signed' });
  });

  it('staff mark a signature not needed and undo it; a signed one cannot be; the signer or staff remove a signature', async () => {
    const s = await setup();
    const qid = s.q.Organizer!;
    const caseyRef = signatureRef(qid, 'letter', s.caseyId);
    const morganRef = signatureRef(qid, 'letter', s.morganId);
    const mark = (token: string, id: string, not_needed: boolean) =>
      api('/questionnaires/mark_signature_not_needed', { token, body: { signature_id: id, not_needed } });

    expect((await mark(s.casey, morganRef, true)).status).toBe(403);
    const marked = await mark(s.partner, morganRef, true);
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.message).toBe(answeringText.signatureNotNeeded);
    expect(signatureOf(marked.body.questionnaire, s.morganId)).toMatchObject({ state: 'not_needed' });
    const refused = await sign(s.morgan, morganRef, { signature: 'Morgan Owner' });
    expect(refused.status).toBe(409);

    const undone = await mark(s.partner, morganRef, false);
    expect(undone.status).toBe(200);
    expect(undone.body.message).toBe(answeringText.undone);
    expect(signatureOf(undone.body.questionnaire, s.morganId)).toMatchObject({ state: 'unsigned' });

    expect((await sign(s.casey, caseyRef)).status).toBe(200);
    const onSigned = await mark(s.partner, caseyRef, true);
    expect(onSigned.status).toBe(409);
    expect(onSigned.body.error).toBe(answeringText.alreadySigned);

    const removed = await api('/questionnaires/remove_signature', { token: s.casey, body: { signature_id: caseyRef } });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(answeringText.signatureRemoved);
    expect(signatureOf(removed.body.questionnaire, s.caseyId)).toMatchObject({ state: 'unsigned', signature: null });
    expect((await sign(s.casey, caseyRef)).status).toBe(200);
    const notTheirs = await api('/questionnaires/remove_signature', {
      token: s.morgan,
      body: { signature_id: caseyRef },
    });
    expect(notTheirs.status).toBe(403);
    const byStaff = await api('/questionnaires/remove_signature', {
      token: s.partner,
      body: { signature_id: caseyRef },
    });
    expect(byStaff.status).toBe(200);
    const again = await api('/questionnaires/remove_signature', { token: s.partner, body: { signature_id: caseyRef } });
    expect(again.status).toBe(404);
  });

  it('the engagement letter is editable by staff until someone signs it', async () => {
    const s = await setup();
    const qid = s.q['No deposit']!;
    const update = (token: string, html: string) =>
      api(`/questionnaires/${qid}/update_engagement_letter`, {
        token,
        body: { company_id: s.companyId, section_id: 'letter', customElement: html },
      });
    expect((await update(s.casey, '<p>Mine</p>')).status).toBe(403);
    const updated = await update(s.partner, '<p>Fees: $400.</p>');
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.message).toBe(answeringText.letterUpdated);
    expect(letterOf(updated.body.questionnaire).custom_element).toBe('<p>Fees: $400.</p>');
    expect(letterOf(await getQuestionnaire(s.casey, s.companyId, qid)).custom_element).toBe('<p>Fees: $400.</p>');
    const wrongSection = await api(`/questionnaires/${qid}/update_engagement_letter`, {
      token: s.partner,
      body: { company_id: s.companyId, section_id: 'income', customElement: '<p>x</p>' },
    });
    expect(wrongSection.status).toBe(404);

    expect((await sign(s.casey, signatureRef(qid, 'letter', s.caseyId))).status).toBe(200);
    const late = await update(s.partner, '<p>Fees: $900.</p>');
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(answeringText.letterSigned);
    expect(letterOf(await getQuestionnaire(s.partner, s.companyId, qid)).custom_element).toBe('<p>Fees: $400.</p>');
  });
});

describe('the deposit (QD §4 Deposit)', () => {
  it('the client pays through the local test checkout; verifying twice marks the deposit paid once', async () => {
    const s = await setup();
    const qid = s.q.Organizer!;
    const body = { questionnaire_id: qid, company_id: s.companyId };
    const created = await api('/questionnaires/create_checkout_session', { token: s.casey, body });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    // Locally the checkout is a page of the stack itself (in AWS, Stripe's hosted page).
    expect(created.body.checkout_url).toMatch(/^\/_dev\/checkout\/cs_local_/);
    const checkoutUrl = new URL(created.body.checkout_url as string, baseUrl());
    const sessionId = decodeURIComponent(checkoutUrl.pathname.split('/').pop()!);
    const verify = () =>
      api('/questionnaires/verify_checkout_session', { token: s.casey, body: { ...body, session_id: sessionId } });

    const early = await verify();
    expect(early.status).toBe(200);
    expect(early.body).toEqual({ deposit_status: 'unpaid', message: answeringText.depositNotPaidYet });

    const page = await fetch(`${baseUrl()}${checkoutUrl.pathname}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Lakeside Tax');
    expect(html).toContain('$150.00');
    expect(html).toMatch(/<button type="submit">Pay \$150\.00<\/button>/);
    const cancel = html.match(/<a href="([^"]+)">Cancel<\/a>/)?.[1]?.replaceAll('&amp;', '&');
    expect(cancel).toBe(
      // Back to the review section the deposit is paid from.
      `${new URL(baseUrl()).origin}/questionnaire/${s.hashId}?questionnaireId=${qid}&sectionId=review&checkout=cancelled`,
    );
    const action = html.match(/<form method="post" action="([^"]+)"/)?.[1];
    expect(action).toBe(`/_dev/checkout/${sessionId}/pay`);

    const paid = await fetch(`${baseUrl()}${action}`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    // Back on the origin the browser is on, whatever the portal's configured address.
    expect(back.origin).toBe(new URL(baseUrl()).origin);
    expect(back.pathname).toBe(`/questionnaire/${s.hashId}`);
    expect(back.searchParams.get('questionnaireId')).toBe(qid);
    expect(back.searchParams.get('checkout_session_id')).toBe(sessionId);

    const [one, two] = await Promise.all([verify(), verify()]);
    for (const res of [one, two, await verify()]) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ deposit_status: 'paid', message: answeringText.depositPaidOk });
    }
    expect((await getQuestionnaire(s.partner, s.companyId, qid)).deposit_status).toBe('paid');
    expect((await activityTitles(s, qid)).filter((t) => t === 'Deposit paid')).toHaveLength(1);

    const again = await api('/questionnaires/create_checkout_session', { token: s.casey, body });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(answeringText.depositPaid);
    const unknown = await api('/questionnaires/verify_checkout_session', {
      token: s.casey,
      body: { ...body, session_id: 'cs_local_nope' },
    });
    expect(unknown.status).toBe(404);
    // Another questionnaire's session is not this one's.
    const elsewhere = await api('/questionnaires/verify_checkout_session', {
      token: s.casey,
      body: { questionnaire_id: s.q.Second, company_id: s.companyId, session_id: sessionId },
    });
    expect(elsewhere.status).toBe(404);
  });

  it('a checkout needs a deposit and a firm that takes card payments', async () => {
    const s = await setup({ integrations: {} });
    const notConnected = await api('/questionnaires/create_checkout_session', {
      token: s.casey,
      body: { questionnaire_id: s.q.Organizer, company_id: s.companyId },
    });
    expect(notConnected.status).toBe(409);
    expect(notConnected.body.error).toBe(answeringText.paymentsNotConnected);
    const noDeposit = await api('/questionnaires/create_checkout_session', {
      token: s.casey,
      body: { questionnaire_id: s.q['No deposit'], company_id: s.companyId },
    });
    expect(noDeposit.status).toBe(409);
    expect(noDeposit.body.error).toBe(answeringText.noDeposit);
    const staff = await api('/questionnaires/create_checkout_session', {
      token: s.partner,
      body: { questionnaire_id: s.q.Organizer, company_id: s.companyId },
    });
    expect(staff.status).toBe(403);
  });

  it('an outstanding deposit blocks submitting; once staff mark it paid the client submits', async () => {
    const s = await setup();
    const qid = s.q.Organizer!;
    const submit = () =>
      api(`/questionnaires/${qid}/submit_questionnaire`, {
        token: s.casey,
        body: { questionnaireId: qid, companyId: s.companyId },
      });
    const blocked = await submit();
    expect(blocked.status).toBe(409);
    expect(blocked.body.error).toBe(answeringText.depositOutstanding);
    const marked = await api('/questionnaires/save_questionnaire', {
      token: s.partner,
      body: { company_id: s.companyId, id: qid, deposit_status: 'marked_paid' },
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect((await submit()).status).toBe(200);
  });
});

describe('submitting (QD §4 Submission)', () => {
  it('submitting twice has one effect: staff get one notification, and the next open questionnaire is offered', async () => {
    const s = await setup();
    const qid = s.q['No deposit']!;
    const submit = () =>
      api(`/questionnaires/${qid}/submit_questionnaire`, {
        token: s.casey,
        body: { questionnaireId: qid, companyId: s.companyId },
      });
    const [one, two] = await Promise.all([submit(), submit()]);
    const three = await submit();
    for (const res of [one, two, three]) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // 'Organizer' is due first (Apr 15), then 'Second'; 'Locked' is not open.
      expect(res.body).toEqual({
        message: answeringText.submitted,
        next_questionnaire: { questionnaire_id: s.q.Organizer, name: 'Organizer', hash_id: s.hashId },
      });
    }
    const after = await getQuestionnaire(s.partner, s.companyId, qid);
    expect(after).toMatchObject({ completed: true, in_progress: false, last_activity: 'Submitted' });
    expect(after.submitted_at).toEqual(expect.any(String));
    expect((await activityTitles(s, qid)).filter((t) => t === 'Questionnaire submitted')).toHaveLength(1);
    const told = await api('/advisors/get_paginated_notifications', {
      token: s.partner,
      query: { search: 'submitted No deposit', per_page: '100' },
    });
    expect(told.status).toBe(200);
    const notes = (told.body.notifications as { type: number; text: string; link: string | null }[]).filter((n) =>
      n.text.includes('submitted No deposit'),
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 3, text: 'Casey Client submitted No deposit (2025)' });

    // The questionnaire is now completed: answering it is refused, so is signing.
    const signLate = await sign(s.casey, signatureRef(qid, 'letter', s.caseyId));
    expect(signLate.status).toBe(409);
    expect(signLate.body.error).toBe(answeringText.locked);
  });

  it('with no other open questionnaire, next_questionnaire is null', async () => {
    const s = await setup();
    await api('/questionnaires/save_questionnaire', {
      token: s.partner,
      body: { company_id: s.companyId, id: s.q.Organizer, deposit_status: 'marked_paid' },
    });
    const submitted = [];
    for (const name of ['Organizer', 'Second', 'No deposit']) {
      const id = s.q[name]!;
      submitted.push(
        await api(`/questionnaires/${id}/submit_questionnaire`, {
          token: s.casey,
          body: { companyId: s.companyId },
        }),
      );
    }
    expect(submitted.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(submitted[1]!.body.next_questionnaire).toMatchObject({ questionnaire_id: s.q['No deposit'] });
    expect(submitted[2]!.body.next_questionnaire).toBeNull();
  });
});

describe('read-only users and locked questionnaires change nothing (QD §4, §6)', () => {
  it('a read-only client cannot sign, pay, submit or confirm; a locked questionnaire refuses each change', async () => {
    const r = await setup({ readonlyCasey: true });
    const qid = r.q['No deposit']!;
    const signed = await sign(r.casey, signatureRef(qid, 'letter', r.caseyId));
    expect(signed.status).toBe(403);
    expect(signed.body.error).toBe(answeringText.readOnlyUser);
    const pay = await api('/questionnaires/create_checkout_session', {
      token: r.casey,
      body: { questionnaire_id: r.q.Organizer, company_id: r.companyId },
    });
    expect(pay.status).toBe(403);
    const submitted = await api(`/questionnaires/${qid}/submit_questionnaire`, {
      token: r.casey,
      body: { companyId: r.companyId },
    });
    expect(submitted.status).toBe(403);
    expect(submitted.body.error).toBe(answeringText.readOnlyUser);
    const confirmed = await api('/questionnaires/confirm_contact_info', {
      token: r.casey,
      body: {
        questionnaireId: qid,
        companyId: r.companyId,
        email: uniqueEmail('ro'),
        preferred_contact_method: 'email',
      },
    });
    expect(confirmed.status).toBe(403);
    expect((await getQuestionnaire(r.partner, r.companyId, qid)).submitted_at).toBeNull();

    const s = await setup();
    const locked = s.q.Locked!;
    const lockedSign = await sign(s.casey, signatureRef(locked, 'letter', s.caseyId));
    expect(lockedSign.status).toBe(409);
    expect(lockedSign.body.error).toBe(answeringText.locked);
    const lockedSubmit = await api(`/questionnaires/${locked}/submit_questionnaire`, {
      token: s.casey,
      body: { companyId: s.companyId },
    });
    expect(lockedSubmit.status).toBe(409);
    expect(lockedSubmit.body.error).toBe(answeringText.locked);
    const lockedLetter = await api(`/questionnaires/${locked}/update_engagement_letter`, {
      token: s.partner,
      body: { company_id: s.companyId, section_id: 'letter', customElement: '<p>x</p>' },
    });
    expect(lockedLetter.status).toBe(409);
  });
});

describe('contact confirmation and the profile (QD §5 Contact confirmation)', () => {
  const confirm = (s: Setup, token: string, body: Record<string, unknown>) =>
    api('/questionnaires/confirm_contact_info', {
      token,
      body: { questionnaireId: s.q['No deposit'], companyId: s.companyId, preferred_contact_method: 'email', ...body },
    });

  it('refuses a phone that is not 10 digits, SMS without a phone, another user’s data and a taken email', async () => {
    const s = await setup();
    const email = uniqueEmail('contact');
    const shortPhone = await confirm(s, s.casey, { email, phoneNumber: '555-1234' });
    expect(shortPhone.status).toBe(400);
    expect(shortPhone.body.error).toBe('Phone number must be 10 digits');
    const smsNoPhone = await confirm(s, s.casey, { email, preferred_contact_method: 'sms', phoneNumber: '' });
    expect(smsNoPhone.status).toBe(400);
    expect(smsNoPhone.body.error).toBe('You must have a phone number to receive SMS notifications.');
    const badEmail = await confirm(s, s.casey, { email: 'casey@example' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error).toBe(answeringText.invalidEmail);
    const other = await confirm(s, s.casey, { email, userId: s.morganId });
    expect(other.status).toBe(403);
    const taken = await confirm(s, s.casey, { email: s.morganEmail });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(answeringText.contactEmailTaken);
    const q = await getQuestionnaire(s.casey, s.companyId, s.q['No deposit']!);
    expect(q.answering.contact_confirmed_at).toBeNull();
  });

  it('updates the client’s phone, contact method, email and the entity’s address, and stamps the questionnaire', async () => {
    const s = await setup();
    const email = uniqueEmail('casey-new').toUpperCase();
    const done = await confirm(s, s.casey, {
      userId: s.caseyId,
      email,
      phoneNumber: '(212) 555-0100',
      preferred_contact_method: 'both',
      street: '1 Main St',
      zip: '10001',
      city: 'New York',
      state: 'NY',
      country: 'US',
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe(answeringText.contactConfirmed);
    const me = await api('/sessions/current_user', { token: s.casey });
    expect(me.body.user).toMatchObject({
      email: email.toLowerCase(),
      phone_number: '2125550100',
      preferred_contact_method: 'email_and_sms',
    });
    const entity = await api(`/companies/${s.companyId}`, { token: s.partner });
    expect(entity.body.company ?? entity.body).toMatchObject({
      street: '1 Main St',
      zip: '10001',
      city: 'New York',
      state: 'NY',
      country: 'US',
    });
    const q = await getQuestionnaire(s.casey, s.companyId, s.q['No deposit']!);
    expect(q.answering.contact_confirmed_at).toEqual(expect.any(String));
    // The new email is the client's sign-in address now.
    expect((await signIn(email.toLowerCase())).firebase_token).toEqual(expect.any(String));

    const profile = await api(`/questionnaires/${s.q['No deposit']}/mark_profile_updated`, {
      token: s.casey,
      body: { company_id: s.companyId },
    });
    expect(profile.status).toBe(200);
    expect((await getQuestionnaire(s.casey, s.companyId, s.q['No deposit']!)).answering.profile_updated_at).toEqual(
      expect.any(String),
    );
  });
});

describe('POST /users/download_user_document', () => {
  it('answers a short-lived link to an active document of the entity; another entity’s is refused', async () => {
    const s = await setup();
    const uploaded = await uploadFile(s.casey, s.companyId, '/2025', 'w2.pdf');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const location = uploaded.body.document_location as string;
    const link = await api('/users/download_user_document', {
      token: s.casey,
      body: { company_id: s.companyId, link: location },
    });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const file = await fetch(link.body.link);
    expect(file.status).toBe(200);
    expect((await file.text()).startsWith('%PDF')).toBe(true);
    expect(
      (
        await api('/users/download_user_document', {
          token: s.partner,
          body: { company_id: s.companyId, link: location },
        })
      ).status,
    ).toBe(200);

    const t = await setup();
    const stranger = await api('/users/download_user_document', {
      token: t.casey,
      body: { company_id: t.companyId, link: location },
    });
    expect(stranger.status).toBe(404);
    const foreignEntity = await api('/users/download_user_document', {
      token: t.casey,
      body: { company_id: s.companyId, link: location },
    });
    expect(foreignEntity.status).toBe(404);
    const nothing = await api('/users/download_user_document', { token: s.casey, body: { company_id: s.companyId } });
    expect(nothing.status).toBe(400);
  });

  it('with question_id, links the first document of that upload question’s answer', async () => {
    const s = await setup();
    const qid = s.q['No deposit']!;
    const byQuestion = (questionId: string) =>
      api('/users/download_user_document', {
        token: s.casey,
        body: { company_id: s.companyId, question_id: questionRef(qid, questionId) },
      });
    expect((await byQuestion('w2')).status).toBe(404);
    const uploaded = await uploadFile(s.casey, s.companyId, '/2025', 'w2-question.pdf');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const answered = await api('/questionnaires/answer_question', {
      token: s.casey,
      body: { id: questionRef(qid, 'w2'), company_id: s.companyId, answer: uploaded.body.document_location },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const link = await byQuestion('w2');
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(decodeURIComponent(link.body.link)).toContain('w2-question.pdf');
    expect((await fetch(link.body.link)).status).toBe(200);
    expect((await byQuestion('job')).status).toBe(404);
  });
});
