import { describe, expect, it } from 'vitest';
import { samplePdf } from '@ledgerline/functions/platform/pdf-delivery/testing';
import {
  api,
  demoPassword,
  type FactoryUser,
  mailTo,
  makeFirm,
  signIn,
  uniqueEmail,
  waitForMail,
} from '../support/api';
import { settledExtraction, uploadWith } from '../support/extracted';
import { makeMultiFormPdf } from '../support/form-corpus';
import { fault } from '../support/queue-faults';
import { factoryReturn, settledReturn, uploadReturn } from '../support/tax-returns';
import { redelivered } from '../support/waiting';

/**
 * Faults in document processing's consumers (issue 21): recognising and splitting an upload, reading a tax return,
 * and sending a return to documents (its copy and its filing), each killed after its work and delivered again by
 * the queue after its visibility timeout (10 s locally): nothing is made, filed or mailed twice. Signature requests
 * are killed in signature-requests.test.ts. Faults are set for the test's own firm only (firm_id).
 */
async function firmWithClient(
  label: string,
  preferences: Record<string, unknown>,
  companies: NonNullable<FactoryUser['companies']>,
) {
  const email = uniqueEmail(label);
  const firm = await makeFirm({
    preferences,
    users: [{ email, fname: 'Dana', lname: 'Doc', password: demoPassword, assigned_advisor: 'partner', companies }],
  });
  return {
    firm,
    email,
    company: firm.users.find((u) => u.email === email)!.companies[0]!,
    partner: (await signIn(firm.partnerEmail)).firebase_token as string,
    client: (await signIn(email)).firebase_token as string,
  };
}

describe('document consumers killed mid-work', () => {
  it('a multi-form upload whose recognition dies after splitting it is split once: the same forms, none made twice', {
    timeout: 90_000,
  }, async () => {
    const content = {
      sections: [
        {
          id: 'income',
          name: 'Income',
          section_type: 3,
          questionnaire_questions: [{ id: 'w2', text: 'Please upload your W-2s', question_type: 'upload', order: 1 }],
        },
        { id: 'review', name: 'Review and Submit', section_type: 4 },
      ],
    };
    const s = await firmWithClient('qf-extract', { bulk_upload_processor: true }, [
      {
        name: 'Split Household',
        questionnaires: [{ name: 'Organizer', tax_year: 2025, due_date: '2099-01-01', content }],
      },
    ]);
    const qid = s.company.questionnaires[0]!.id;
    await fault(s.firm.firm_id, 'recognise-document', 1);
    const made = await makeMultiFormPdf(4711, { types: ['W-2', '1099-INT', '1098'] });
    await uploadWith(s.client, s.company.id, '/2025/Organizer', 'Together.pdf', made.bytes, {
      questionnaire_id: qid,
      requires_splitting: true,
    });
    const first = await settledExtraction(s.partner, s.company.id, '/2025/Organizer', 'Together.pdf');
    expect(first.upload.status).toBe('split_succeeded');
    expect(first.pieces.map((p) => p.document_type)).toEqual(['W-2', '1099-INT', '1098']);
    await redelivered();
    const again = await settledExtraction(s.partner, s.company.id, '/2025/Organizer', 'Together.pdf');
    expect(again.upload).toMatchObject({ id: first.upload.id, status: 'split_succeeded' });
    expect(again.pieces.map((p) => p.id)).toEqual(first.pieces.map((p) => p.id));
    const all = await api('/extracted_documents', {
      token: s.partner,
      query: { company_id: s.company.id, questionnaire_id: qid },
    });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.extracted_documents).toHaveLength(1 + first.pieces.length);
  });

  it('a draft return whose reading dies after its work is stamped once and its owner is mailed once', {
    timeout: 60_000,
  }, async () => {
    const s = await firmWithClient('qf-draft', { new_tax_return_delivery_enabled: true }, [
      { name: 'Draft Household' },
    ]);
    await fault(s.firm.firm_id, 'process-tax-return', 1);
    const up = await uploadReturn(s.partner, s.company.id, await samplePdf(2), { send_draft: true });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const id = up.body.tax_return.id;
    const draft = await settledReturn(s.partner, id, s.company.id);
    expect(draft).toMatchObject({ status: 'draft', page_count: 2 });
    const isDraftMail = (m: { subject: string }) => m.subject === 'Your 2025 tax return draft is ready for review';
    await waitForMail(s.email, isDraftMail, 20_000);
    await redelivered();
    const after = (await api(`/tax_returns/${id}`, { token: s.partner, query: { company_id: s.company.id } })).body;
    expect(after).toMatchObject({ status: 'draft', page_count: 2, updated_at: draft.updated_at });
    expect((await mailTo(s.email)).filter(isDraftMail)).toHaveLength(1);
  });

  it('a return sent to documents whose copy and filing both die after their work is filed once and the client told once', {
    timeout: 60_000,
  }, async () => {
    const s = await firmWithClient('qf-file', { new_tax_return_delivery_enabled: true }, [{ name: 'File Household' }]);
    const id = await factoryReturn(s.firm.firm_id, s.company.id, { status: 'finished', draft_status: null });
    await fault(s.firm.firm_id, 'copy-tax-return-to-documents', 1);
    await fault(s.firm.firm_id, 'file-delivered-document', 1);
    const subject = `Your return is filed ${Date.now()}`;
    const filed = await api(`/tax_returns/${id}/send_to_documents`, {
      token: s.partner,
      body: {
        company_id: s.company.id,
        subject,
        message: 'Find it under Tax Return.',
        document_name: '2025 Tax Return',
        path: '/2025/Tax Return',
      },
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    const folder = async () => {
      const docs = await api('/integrations/get_documents', {
        token: s.partner,
        body: { company_id: s.company.id, path: '/2025/Tax Return' },
      });
      return ((docs.body.files ?? []) as { name: string }[]).map((f) => f.name);
    };
    const end = Date.now() + 20_000;
    while (!(await folder()).length && Date.now() < end) await new Promise((r) => setTimeout(r, 300));
    expect(await folder()).toEqual(['2025 Tax Return.pdf']);
    await waitForMail(s.email, (m) => m.subject === subject, 20_000);
    // Both deliveries come back (the filing's twice: its own, and the copy's again): the folder keeps one file.
    await redelivered();
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await folder()).toEqual(['2025 Tax Return.pdf']);
    expect((await mailTo(s.email)).filter((m) => m.subject === subject)).toHaveLength(1);
  });
});
