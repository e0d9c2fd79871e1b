import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TemplateSignUpLink, TemplateSignUpLinkOfTemplate } from '../platform/data/entities/template-sign-up-link';
import type { TemplateLink } from './store/template-sign-up-links';

/**
 * The store, in memory, with DynamoDB's semantics for what the hash relies on: both items are created together only
 * when the template has no link yet. Reads wait a turn, so two requests can both see "no link" and race to make one.
 */
const stored = vi.hoisted(() => ({
  byTemplate: new Map<string, string>(),
  byLink: new Map<string, { linkId: string; firmId: string; templateId: string }>(),
  linkReads: 0,
}));
vi.mock('./store/template-sign-up-links', () => {
  const turn = () => new Promise((r) => setTimeout(r, 1));
  return {
    getTemplateLinkId: async (firmId: string, templateId: string) => {
      await turn();
      return stored.byTemplate.get(`${firmId}\n${templateId}`) ?? null;
    },
    getTemplateLink: async (linkId: string) => {
      stored.linkReads++;
      await turn();
      return stored.byLink.get(linkId) ?? null;
    },
    createTemplateLink: async (link: TemplateLink) => {
      await turn();
      const key = `${link.firmId}\n${link.templateId}`;
      if (stored.byTemplate.has(key) || stored.byLink.has(link.linkId)) return false;
      stored.byTemplate.set(key, link.linkId);
      stored.byLink.set(link.linkId, link);
      return true;
    },
  };
});

/** The identity tokens' key ring, rotated by the test as infra/aws/token-secret.ts rotates it every 30 days. */
const keys = vi.hoisted(() => ({ current: 'key-version-1-that-is-long-enough-123', previous: null as string | null }));
vi.mock('../platform/auth/signing-key', () => {
  const bytes = (k: string) => new TextEncoder().encode(k);
  return {
    signingKey: async () => bytes(keys.current),
    acceptedByAnyKey: async <T>(check: (key: Uint8Array) => Promise<T | null>) => {
      for (const k of [keys.current, keys.previous]) {
        if (k === null) continue;
        const answer = await check(bytes(k));
        if (answer !== null) return answer;
      }
      return null;
    },
  };
});
function rotateSigningKey(to: string) {
  keys.previous = keys.current;
  keys.current = to;
}

let hash: typeof import('./template-hash');
let rules: typeof import('./self-sign-up-rules');
beforeAll(async () => {
  hash = await import('./template-hash');
  rules = await import('./self-sign-up-rules');
});
beforeEach(() => {
  stored.byTemplate.clear();
  stored.byLink.clear();
  stored.linkReads = 0;
});

describe('a template sign-up hash', () => {
  it('names the firm and template it was made for', async () => {
    const made = await hash.templateHashOf('firm_A-1', 'builtin-individual-1040');
    expect(made).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await hash.readTemplateHash(made)).toEqual({ firmId: 'firm_A-1', templateId: 'builtin-individual-1040' });
  });

  it('is the same link when asked for again, and one link when asked for twice at once', async () => {
    const first = await hash.templateHashOf('firmA', 'tpl1');
    expect(await hash.templateHashOf('firmA', 'tpl1')).toBe(first);
    const [a, b] = await Promise.all([hash.templateHashOf('firmA', 'tpl2'), hash.templateHashOf('firmA', 'tpl2')]);
    expect(a).toBe(b);
    expect(stored.byLink.size).toBe(2);
    expect(await hash.templateHashOf('firmB', 'tpl1')).not.toBe(first);
  });

  it('a template sign-up link keeps working after the signing key rotates', async () => {
    const made = await hash.templateHashOf('firmA', 'tpl1');
    // Two rotations: the key the link was made under is neither the current nor the previous one.
    rotateSigningKey('key-version-2-that-is-long-enough-456');
    rotateSigningKey('key-version-3-that-is-long-enough-789');
    expect(await hash.readTemplateHash(made)).toEqual({ firmId: 'firmA', templateId: 'tpl1' });
    expect(await hash.templateHashOf('firmA', 'tpl1')).toBe(made);
  });

  it('cannot be made up or changed into another firm’s or template’s', async () => {
    const made = await hash.templateHashOf('firmA', 'tpl1');
    expect(await hash.readTemplateHash('A'.repeat(22))).toBeNull();
    const changed = `${made.slice(0, 21)}${made.endsWith('A') ? 'B' : 'A'}`;
    expect(await hash.readTemplateHash(changed)).toBeNull();
    expect(stored.linkReads).toBe(2);
    // Any other shape is refused before the store is read, so it can neither cost a read nor fail one.
    const signedBefore = `${Buffer.from('firmA\ntpl1').toString('base64url')}.${'A'.repeat(22)}`;
    for (const bad of [`${made}x`, made.slice(1), '', 'nodot', `${made}.extra`, signedBefore, '../../etc/passwd__xx']) {
      expect(await hash.readTemplateHash(bad), bad).toBeNull();
    }
    expect(stored.linkReads).toBe(2);
  });
});

describe('a template sign-up link’s items', () => {
  const link = { linkId: 'AbC-_0123456789abcdefg', firmId: 'firmA', templateId: 'Tpl1' };

  it('are each created only when not there yet, under keys that keep the id’s case', () => {
    const byLink = TemplateSignUpLink.create(link).params();
    expect(byLink.Item).toMatchObject({ pk: 'TPLLINK#AbC-_0123456789abcdefg', sk: 'TPLLINK', firmId: 'firmA' });
    expect(byLink.ConditionExpression).toMatch(/attribute_not_exists\(#pk\)/);
    const byTemplate = TemplateSignUpLinkOfTemplate.create(link).params();
    expect(byTemplate.Item).toMatchObject({ pk: 'FIRM#firmA#TPLLINKS', sk: 'TPL#Tpl1', linkId: link.linkId });
    expect(byTemplate.ConditionExpression).toMatch(/attribute_not_exists\(#pk\)/);
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
