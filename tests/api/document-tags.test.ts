import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

/**
 * The firm's document tags (QD §2 Document Tags dialog, §5 'Tag already exist', §7 GET /firms/add_document_tag?name
 * and GET /firms/remove_document_tag?name): by name, unique per firm in any case, apart from contact and entity tags.
 */
let tokens: Record<'partner' | 'advisor' | 'client' | 'foreign', string>;

beforeAll(async () => {
  const advisor = uniqueEmail('dt-adv');
  const client = uniqueEmail('dt-client');
  const firm = await makeFirm({
    users: [
      { email: advisor, password: demoPassword, is_advisor: true },
      { email: client, password: demoPassword, companies: [{ name: 'Tagless Co' }] },
    ],
  });
  const foreign = await makeFirm({});
  tokens = {
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    advisor: (await signIn(advisor)).firebase_token,
    client: (await signIn(client)).firebase_token,
    foreign: (await signIn(foreign.partnerEmail)).firebase_token,
  };
});

const add = (name: string, token = tokens.partner) => api('/firms/add_document_tag', { token, query: { name } });
const remove = (name: string, token = tokens.partner) => api('/firms/remove_document_tag', { token, query: { name } });
const names = async (token = tokens.partner) =>
  (await api('/firms/document_tags', { token })).body.tags.map((t: { name: string }) => t.name);

describe('document tags', () => {
  it('are added by name, listed by name, unique in any case (Tag already exist), and removed by name', async () => {
    const w2 = await add('W-2');
    expect(w2.status, JSON.stringify(w2.body)).toBe(200);
    expect(w2.body.tag.name).toBe('W-2');
    expect((await add('1099')).status).toBe(200);
    const again = await add(' w-2 ');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Tag already exist');
    expect(await names()).toEqual(['1099', 'W-2']);
    // Another kind's list is apart: a contact tag of the same name is another tag.
    expect((await api('/firms/add_client_tag', { token: tokens.partner, body: { new_tag: 'W-2' } })).status).toBe(200);
    const removed = await remove('w-2');
    expect(removed.status).toBe(200);
    expect(removed.body.tags.map((t: { name: string }) => t.name)).toEqual(['1099']);
    expect((await remove('W-2')).status).toBe(404);
    expect(await names(tokens.foreign)).toEqual([]);
  });

  it('staff read them; only full access and above change them; clients neither', async () => {
    expect((await api('/firms/document_tags', { token: tokens.advisor })).status).toBe(200);
    expect((await add('K-1', tokens.advisor)).status).toBe(403);
    expect((await remove('1099', tokens.advisor)).status).toBe(403);
    expect((await api('/firms/document_tags', { token: tokens.client })).status).toBe(403);
    expect((await add('K-1', tokens.client)).status).toBe(403);
  });

  it('a blank, too long or missing name is 400', async () => {
    expect((await add('   ')).status).toBe(400);
    expect((await add('x'.repeat(51))).status).toBe(400);
    expect((await api('/firms/add_document_tag', { token: tokens.partner })).status).toBe(400);
    expect((await api('/firms/remove_document_tag', { token: tokens.partner })).status).toBe(400);
  });
});
