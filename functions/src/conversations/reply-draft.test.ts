import { describe, expect, it } from 'vitest';
import { composeAttachmentText } from '@ledgerline/shared/conversations';
import { deterministicDraft, draftPrompt, type DraftContext } from './reply-draft';

const base: DraftContext = {
  firmName: 'Demo Tax & Accounting',
  staffName: 'Pat Partner',
  clientFirstNames: ['Casey'],
  messages: [],
  openItems: [],
};
const client = (text: string) => ({ author: 'Casey Client', fromFirm: false, text, deleted: false });

describe('the deterministic reply drafter', () => {
  it('greets the clients by first name and signs as the staff member of the firm', () => {
    const draft = deterministicDraft({
      ...base,
      clientFirstNames: ['Casey', 'Jo', 'Sam'],
      messages: [client('Hello')],
    });
    expect(draft.startsWith('Hi Casey, Jo and Sam,\n\nThank you for your message.')).toBe(true);
    expect(draft.endsWith('Best regards,\nPat Partner\nDemo Tax & Accounting')).toBe(true);
  });

  it('answers a question and acknowledges documents the client sent', () => {
    expect(deterministicDraft({ ...base, messages: [client('When is my return due?')] })).toContain(
      'I am looking into your question',
    );
    const docs = deterministicDraft({ ...base, messages: [client(composeAttachmentText(['/Attachments/loc-1.pdf']))] });
    expect(docs).toContain('Thank you for sending the documents');
    expect(docs).not.toContain('looking into your question');
  });

  it('follows up when the firm wrote last, and lists the client’s open items', () => {
    const draft = deterministicDraft({
      ...base,
      messages: [
        client('Hi'),
        { author: 'Pat Partner', fromFirm: true, text: 'Please upload your W-2', deleted: false },
      ],
      openItems: ['2025 Organizer', 'Engagement letter signature'],
    });
    expect(draft).toContain('I am following up on my previous message.');
    expect(draft).toContain(
      'we still need the following from you:\n- 2025 Organizer\n- Engagement letter signature\n\nPlease let me know',
    );
  });

  it('is the same for the same conversation, and opens an empty conversation', () => {
    const ctx = { ...base, messages: [client('Can you call me?')] };
    expect(deterministicDraft(ctx)).toBe(deterministicDraft(ctx));
    expect(deterministicDraft(base)).toContain('I wanted to reach out from Demo Tax & Accounting.');
  });

  it('tells the model the conversation without deleted text or raw attachment locations', () => {
    const { system, prompt } = draftPrompt({
      ...base,
      messages: [client('secret oops'), client(composeAttachmentText(['/Attachments/loc-1.pdf']))].map((m, i) => ({
        ...m,
        deleted: i === 0,
      })),
    });
    expect(system).toContain('Pat Partner of Demo Tax & Accounting');
    expect(prompt).toContain('Casey Client (client): (deleted message)');
    expect(prompt).toContain('(sent 1 attachment(s))');
    expect(prompt).not.toContain('secret oops');
    expect(prompt).not.toContain('loc-1');
  });
});
