import { describe, expect, test } from 'vitest';
import type { AnsweredQuestionnaire, AnsweredSection } from '../../../api/answering';
import { contactProblems, type ContactForm } from './contact-rules';
import { depositOutstanding, depositState, showsSubmit, submitEnabled } from './submit-rules';

const section = (id: string, section_type: AnsweredSection['section_type'], triggered = true) =>
  ({ id, name: id, section_type, triggered }) as AnsweredSection;

const questionnaire = (over: Partial<AnsweredQuestionnaire> = {}, sections = [section('a', 3), section('r', 4)]) =>
  ({
    id: 'q1',
    company_id: 'c1',
    locked: false,
    completed: false,
    deposit_status: null,
    deposit_amount: null,
    update_profile_section: false,
    sections,
    answering: { viewer: 'client', user_readonly: false, entity_readonly: false, contact_confirmed_at: null },
    ...over,
  }) as AnsweredQuestionnaire;

describe('the deposit (QD §4 Deposit)', () => {
  test('paid, marked paid and payment pending read as they are; unpaid, or pending with an amount, is unpaid; until paid or marked paid it is outstanding', () => {
    expect(depositState('paid', 150)).toBe('paid');
    expect(depositState('marked_paid', 150)).toBe('marked_paid');
    expect(depositState('payment_pending', 150)).toBe('payment_pending');
    expect(depositState('pending', 150)).toBe('unpaid');
    expect(depositState('unpaid', 150)).toBe('unpaid');
    expect(depositState('unpaid', null)).toBeNull();
    expect(depositOutstanding(questionnaire({ deposit_status: 'unpaid', deposit_amount: 150 }))).toBe(true);
    expect(depositOutstanding(questionnaire({ deposit_status: 'marked_paid', deposit_amount: 150 }))).toBe(false);
    expect(depositOutstanding(questionnaire({ deposit_status: 'payment_pending', deposit_amount: 150 }))).toBe(true);
    expect(depositOutstanding(questionnaire({ deposit_status: 'paid', deposit_amount: 150 }))).toBe(false);
    expect(depositOutstanding(questionnaire({ deposit_status: null, deposit_amount: null }))).toBe(false);
  });
});

describe('Submit (QD §4 Submission)', () => {
  test('appears on the last section, a single section or a type-4 section, never in a template', () => {
    const q = questionnaire({}, [section('a', 3), section('r', 4), section('b', 3), section('hidden', 3, false)]);
    expect(showsSubmit(q, q.sections[0]!, 'client')).toBe(false);
    expect(showsSubmit(q, q.sections[1]!, 'client')).toBe(true);
    expect(showsSubmit(q, q.sections[2]!, 'client')).toBe(true);
    expect(showsSubmit(q, q.sections[1]!, 'admin-template')).toBe(false);
    const single = questionnaire({}, [section('only', 3)]);
    expect(showsSubmit(single, single.sections[0]!, 'client')).toBe(true);
  });

  test('is enabled only when the agreement is checked (with a type-4 section), and an outstanding deposit blocks it', () => {
    const q = questionnaire();
    expect(submitEnabled(q, 'client', false)).toBe(false);
    expect(submitEnabled(q, 'client', true)).toBe(true);
    expect(submitEnabled(questionnaire({}, [section('a', 3)]), 'client', false)).toBe(true);
    expect(submitEnabled(questionnaire({ deposit_status: 'unpaid', deposit_amount: 150 }), 'client', true)).toBe(false);
  });

  test('is never enabled in admin-preview, for read-only users or entities, or on a locked or completed questionnaire', () => {
    expect(submitEnabled(questionnaire(), 'admin-preview', true)).toBe(false);
    expect(submitEnabled(questionnaire({ locked: true }), 'client', true)).toBe(false);
    expect(submitEnabled(questionnaire({ completed: true }), 'client', true)).toBe(false);
    const readOnly = questionnaire();
    readOnly.answering.entity_readonly = true;
    expect(submitEnabled(readOnly, 'client', true)).toBe(false);
  });
});

describe('contact confirmation (QD §5)', () => {
  const form = (over: Partial<ContactForm>): ContactForm => ({
    email: 'cara@example.com',
    phone: '',
    method: 'email',
    street: '',
    city: '',
    state: '',
    zip: '',
    country: '',
    ...over,
  });

  test('email is required and must have a local part, @, a domain and a TLD of at least 2 letters', () => {
    expect(contactProblems(form({ email: ' ' })).email).toBe('Email is required');
    expect(contactProblems(form({ email: 'cara@example' })).email).toBe('Invalid email address');
    expect(contactProblems(form({ email: 'cara@example.c' })).email).toBe('Invalid email address');
    expect(contactProblems(form({})).email).toBeUndefined();
  });

  test('SMS needs a phone number', () => {
    expect(contactProblems(form({ method: 'sms' })).phone).toBe(
      'You must have a phone number to receive SMS notifications.',
    );
    expect(contactProblems(form({ method: 'both' })).phone).toBe(
      'You must have a phone number to receive SMS notifications.',
    );
    expect(contactProblems(form({ method: 'sms', phone: '(555) 123-4567' })).phone).toBeUndefined();
    expect(contactProblems(form({ phone: '(555) 123' })).phone).toBe('Phone number must be 10 digits');
  });
});
