import { describe, expect, it } from 'vitest';
import { answeringText } from '@ledgerline/shared/answering';
import type { ContentSection } from '@ledgerline/shared/schemas/questionnaire-content';
import { agreementSection, signDecision } from './signatures';

const section = (id: string, section_type: ContentSection['section_type']): ContentSection => ({
  id,
  name: id,
  section_type,
  questionnaire_questions: [],
});

describe('signDecision (QD §4 Signatures)', () => {
  const base = { isSigner: true, mine: null, othersSigned: false, onePerSection: false } as const;

  it('a signer with no signature signs', () => {
    expect(signDecision(base)).toBe('sign');
  });

  it('signing what is signed is the same signature again, whoever else signed', () => {
    expect(signDecision({ ...base, mine: 'signed', othersSigned: true, onePerSection: true })).toBe('already_signed');
  });

  it('someone who is not a signer of the section does not sign', () => {
    expect(signDecision({ ...base, isSigner: false })).toBe('not_a_signer');
  });

  it('a signature marked not needed is not signed', () => {
    expect(signDecision({ ...base, mine: 'not_needed' })).toBe('not_needed');
  });

  it('with one signature per section, nobody signs after another signer did; without it everyone signs', () => {
    expect(signDecision({ ...base, othersSigned: true, onePerSection: true })).toBe('taken');
    expect(signDecision({ ...base, othersSigned: true, onePerSection: false })).toBe('sign');
  });
});

describe('agreementSection', () => {
  const sections = [section('income', 3), section('letter', 2)];

  it('finds an agreement section (type 2) by id', () => {
    expect(agreementSection(sections, 'letter').id).toBe('letter');
  });

  it('refuses another kind of section, or none, with 404 Section not found', () => {
    for (const id of ['income', 'nope'])
      expect(() => agreementSection(sections, id)).toThrow(
        expect.objectContaining({ status: 404, message: answeringText.sectionNotFound }),
      );
  });
});
