import { describe, expect, it } from 'vitest';
import type { FirmSettingsView } from '../../api/firm-settings';
import { changesOf, draftOf, hasProblems, problemsOf } from './settings-draft';

const saved: FirmSettingsView = {
  id: 'f1',
  name: 'Firm',
  slug: 'acme',
  time_zone: 'Pacific Time (US & Canada)',
  preferences: { communication_disabled: true, in_app_banner_text: 'Hello', questionnaire_reminder_frequency: 3 },
  theme: { primary: '#112233', secondary: null, accent: null },
  firm_vocabs: [{ id: 'v1', key_words: 'Organizer', description: 'Our questionnaire' }],
  medium_url: null,
  favicon_url: null,
};

describe('Firm Settings: only the settings a firm changed are sent', () => {
  it('an untouched form sends nothing, so Save stays disabled', () => {
    const d = draftOf(saved);
    expect(changesOf(d, d)).toEqual({ body: {}, count: 0 });
  });

  it('a changed switch, text, number, colour, zone, address and word are each sent once', () => {
    const base = draftOf(saved);
    const d = draftOf(saved);
    d.preferences.communication_disabled = false;
    d.preferences.drop_link_enabled = true;
    d.preferences.in_app_banner_text = '  ';
    d.preferences.questionnaire_reminder_frequency = '7';
    d.theme.primary = '#112233';
    d.theme.accent = '#aabbcc';
    d.time_zone = 'Eastern Time (US & Canada)';
    d.slug = 'Acme-Tax';
    d.vocabs = [...d.vocabs, { rowKey: 'n1', key_words: 'K-1', description: '' }];
    expect(changesOf(base, d)).toEqual({
      body: {
        preferences: {
          communication_disabled: false,
          drop_link_enabled: true,
          in_app_banner_text: null,
          questionnaire_reminder_frequency: 7,
        },
        theme: { accent: '#AABBCC' },
        time_zone: 'Eastern Time (US & Canada)',
        slug: 'acme-tax',
        firm_vocabs: [
          { id: 'v1', key_words: 'Organizer', description: 'Our questionnaire' },
          { key_words: 'K-1', description: '' },
        ],
      },
      count: 8,
    });
  });

  it('a colour written otherwise than #RRGGBB, a bad address or number, or a word without key words is a problem', () => {
    const d = draftOf(saved);
    expect(hasProblems(problemsOf(d))).toBe(false);
    d.theme.secondary = 'red';
    d.slug = 'a';
    d.preferences.questionnaire_reminder_frequency = '0';
    d.vocabs = [{ rowKey: 'n1', key_words: ' ', description: 'x' }];
    expect(problemsOf(d)).toEqual({
      colours: { secondary: true },
      slug: true,
      days: { questionnaire_reminder_frequency: true },
      vocabs: { n1: true },
    });
  });
});
