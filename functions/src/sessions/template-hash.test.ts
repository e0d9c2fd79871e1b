import { beforeAll, describe, expect, it, vi } from 'vitest';

// The signing key comes from the environment, read when the modules load.
vi.stubEnv('TOKEN_SECRET', 'unit-test-secret-that-is-long-enough-1234');
let hash: typeof import('./template-hash');
let rules: typeof import('./self-sign-up-rules');
beforeAll(async () => {
  hash = await import('./template-hash');
  rules = await import('./self-sign-up-rules');
});

describe('a template sign-up hash', () => {
  it('names the firm and template it was made for', async () => {
    const made = await hash.templateHashOf('firm_A-1', 'builtin-individual-1040');
    expect(made).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(await hash.readTemplateHash(made)).toEqual({ firmId: 'firm_A-1', templateId: 'builtin-individual-1040' });
  });

  it('cannot be made up or changed into another firm’s or template’s', async () => {
    const made = await hash.templateHashOf('firmA', 'tpl1');
    const [, mac] = made.split('.');
    const other = Buffer.from('firmB\ntpl1').toString('base64url');
    expect(await hash.readTemplateHash(`${other}.${mac}`)).toBeNull();
    expect(await hash.readTemplateHash(`${made}x`)).toBeNull();
    expect(await hash.readTemplateHash('nodot')).toBeNull();
    expect(await hash.readTemplateHash(`${made}.extra`)).toBeNull();
  });
});

describe('a template’s questionnaire', () => {
  it('has one id per entity, template and year', () => {
    const id = rules.templateQuestionnaireId('c1', 't1', 2025);
    expect(rules.templateQuestionnaireId('c1', 't1', 2025)).toBe(id);
    expect(rules.templateQuestionnaireId('c1', 't1', 2024)).not.toBe(id);
    expect(rules.templateQuestionnaireId('c2', 't1', 2025)).not.toBe(id);
  });

  it('is for the year asked, else the default tax year (the year of the date ten months ago)', () => {
    expect(rules.yearOf(2023, new Date('2026-11-26T12:00:00Z'), null)).toBe(2023);
    expect(rules.yearOf(undefined, new Date('2026-11-26T12:00:00Z'), null)).toBe(2026);
    expect(rules.yearOf(null, new Date('2026-06-01T12:00:00Z'), null)).toBe(2025);
  });
});
