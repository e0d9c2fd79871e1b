import { beforeAll, describe, expect, it } from 'vitest';
import { priorYearItemRoutes as r } from '@ledgerline/shared/routes/prior_year_items';
import { priorYearItemText as text } from '@ledgerline/shared/prior-year-items';
import { api, call, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

/**
 * Prior-year (rollover) items, QD §2, §3, §5, §6, §7, §8: staff add, edit and delete an entity's items and their line
 * items; a client reads their own active entities' items; nobody reaches another firm's or entity's.
 */
type Firm = Awaited<ReturnType<typeof makeFirm>>;
let firm: Firm;
let tokens: Record<'partner' | 'advisor' | 'group' | 'client' | 'north' | 'foreign', string>;
let ids: { house: string; old: string; northCo: string; foreignCo: string };

beforeAll(async () => {
  const emails = {
    advisor: uniqueEmail('pyi-adv'),
    group: uniqueEmail('pyi-group'),
    client: uniqueEmail('pyi-client'),
    north: uniqueEmail('pyi-north'),
  };
  firm = await makeFirm({
    groups: ['North'],
    users: [
      { email: emails.advisor, password: demoPassword, is_advisor: true },
      { email: emails.group, password: demoPassword, is_advisor: true, firm_access: 'group', firm_group: 'North' },
      {
        email: emails.client,
        password: demoPassword,
        companies: [{ name: 'Casey Household' }, { name: 'Casey Old Co', inactive: true }],
      },
      { email: emails.north, password: demoPassword, firm_group: 'North', companies: [{ name: 'North Trading' }] },
    ],
  });
  const foreign = await makeFirm({
    users: [{ email: uniqueEmail('pyi-foreign'), password: demoPassword, companies: [{ name: 'Secret Foreign Co' }] }],
  });
  const by = (email: string) => firm.users.find((u) => u.email === email)!;
  ids = {
    house: by(emails.client).companies[0]!.id,
    old: by(emails.client).companies[1]!.id,
    northCo: by(emails.north).companies[0]!.id,
    foreignCo: foreign.users[1]!.companies[0]!.id,
  };
  const token = async (email: string) => (await signIn(email)).firebase_token;
  tokens = {
    partner: await token(firm.partnerEmail),
    advisor: await token(emails.advisor),
    group: await token(emails.group),
    client: await token(emails.client),
    north: await token(emails.north),
    foreign: await token(foreign.partnerEmail),
  };
});

const add = (token: string, body: Record<string, unknown>) => call(r.addPriorYearItem, body as never, { token });
const list = (token: string, companyId: string) => call(r.getPriorYearItems, { company_id: companyId }, { token });
async function made(companyId: string, name = 'Schedule C', year = 2024) {
  const res = await add(tokens.partner, { name, companyId, year });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.prior_year_item.id;
}

describe('POST /prior_year_items/add_prior_year_item', () => {
  it('staff add an item to an entity: "Prior year item added", made by hand (source manual)', async () => {
    const res = await add(tokens.advisor, { name: '  Form 1099-INT  ', companyId: ids.house, year: 2024 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Prior year item added');
    expect(res.body.prior_year_item).toMatchObject({
      name: 'Form 1099-INT',
      year: 2024,
      company_id: ids.house,
      source: 'manual',
      do_not_rollover: false,
    });
    expect(res.body.prior_year_item.id).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('a name is required: "Please enter a name"', async () => {
    for (const name of [undefined, '', '   ']) {
      const res = await add(tokens.partner, { name, companyId: ids.house, year: 2024 });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Please enter a name');
      expect(res.body.fields).toMatchObject({ name: 'Please enter a name' });
    }
  });

  it('bad bodies are refused with 400 and a clear message, never 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x'.repeat(201), companyId: ids.house, year: 2024 }, text.nameTooLong],
      [{ name: 'W-2', companyId: ids.house }, text.yearRequired],
      [{ name: 'W-2', companyId: ids.house, year: 1999 }, text.yearRange],
      [{ name: 'W-2', companyId: ids.house, year: 2024.5 }, text.yearRange],
      [{ name: 'W-2', companyId: ids.house, year: 'last year' }, text.yearRange],
      [{ name: 'W-2', year: 2024 }, text.entityRequired],
      [{ name: 'W-2', companyId: ids.house, year: 2024, do_not_rollover: 'yes' }, text.doNotRollover],
      [{ name: { $ne: 1 }, companyId: ids.house, year: 2024 }, text.nameRequired],
    ];
    for (const [body, error] of cases) {
      const res = await add(tokens.partner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error, JSON.stringify(body)).toBe(error);
    }
  });

  it('a client may not add items, even to their own entity (403)', async () => {
    const res = await add(tokens.client, { name: 'W-2', companyId: ids.house, year: 2024 });
    expect(res.status).toBe(403);
  });

  it('another firm’s entity answers 404 and leaks nothing', async () => {
    const res = await add(tokens.partner, { name: 'W-2', companyId: ids.foreignCo, year: 2024 });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Secret');
  });
});

describe('GET /prior_year_items/get_prior_year_items', () => {
  it('lists an entity’s items newest tax year first, with QD §3’s fields', async () => {
    await made(ids.northCo, 'Rental', 2022);
    await made(ids.northCo, 'K-1', 2023);
    const res = await list(tokens.partner, ids.northCo);
    expect(res.status).toBe(200);
    const mine = res.body.prior_year_items.filter((i) => ['K-1', 'Rental'].includes(i.name));
    expect(mine.map((i) => `${i.year} ${i.name}`)).toEqual(['2023 K-1', '2022 Rental']);
    expect(Object.keys(res.body.prior_year_items[0]!).sort()).toEqual(
      ['company_id', 'created_at', 'do_not_rollover', 'id', 'name', 'source', 'updated_at', 'year'].sort(),
    );
  });

  it('a client reads their own active entity’s items, not another client’s nor an inactive one', async () => {
    const id = await made(ids.house, 'Client visible', 2021);
    const own = await list(tokens.client, ids.house);
    expect(own.status).toBe(200);
    expect(own.body.prior_year_items.map((i) => i.id)).toContain(id);
    const other = await list(tokens.north, ids.house);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('Casey');
    expect((await list(tokens.client, ids.old)).status).toBe(404);
  });

  it('another firm’s entity answers 404; a missing or malformed company_id 400', async () => {
    const res = await list(tokens.foreign, ids.house);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toMatch(/Casey|Client visible/);
    const missing = await api('/prior_year_items/get_prior_year_items', { token: tokens.partner });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Please choose an entity');
    expect((await list(tokens.partner, 'bad$id')).status).toBe(400);
  });
});

describe('POST /prior_year_items/{id}/update_prior_year_item', () => {
  const update = (token: string, id: string, body: Record<string, unknown>) =>
    call(r.updatePriorYearItem, { id, ...body } as never, { token });

  it('staff rename an item and change its year and do_not_rollover: "Prior year item updated"', async () => {
    const id = await made(ids.house, 'Old name', 2023);
    const res = await update(tokens.advisor, id, {
      id,
      name: ' New name ',
      companyId: ids.house,
      year: '2022',
      do_not_rollover: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Prior year item updated');
    expect(res.body.prior_year_item).toMatchObject({ id, name: 'New name', year: 2022, do_not_rollover: true });
    const listed = (await list(tokens.partner, ids.house)).body.prior_year_items.find((i) => i.id === id);
    expect(listed).toMatchObject({ name: 'New name', year: 2022, do_not_rollover: true });
  });

  it('a name is required: "Please enter a name"; the entity too', async () => {
    const id = await made(ids.house);
    for (const name of [undefined, '', '  ']) {
      const res = await update(tokens.partner, id, { name, companyId: ids.house, year: 2024 });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Please enter a name');
    }
    const noEntity = await update(tokens.partner, id, { name: 'x' });
    expect(noEntity.status).toBe(400);
    expect(noEntity.body.error).toBe(text.entityRequired);
    const badYear = await update(tokens.partner, id, { name: 'x', companyId: ids.house, year: 3000 });
    expect(badYear.status).toBe(400);
    expect(badYear.body.error).toBe(text.yearRange);
  });

  it('the companyId must be the item’s entity: another entity’s answers 404', async () => {
    const id = await made(ids.house);
    const res = await update(tokens.partner, id, { name: 'x', companyId: ids.northCo, year: 2024 });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(text.notFound);
  });

  it('a client may not edit (403); another firm’s staff get 404 whatever the body', async () => {
    const id = await made(ids.house);
    expect((await update(tokens.client, id, { name: 'x', companyId: ids.house, year: 2024 })).status).toBe(403);
    for (const body of [{}, { name: 'x', companyId: ids.house, year: 2024 }]) {
      const res = await update(tokens.foreign, id, body);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toMatch(/Schedule|Casey/);
    }
  });
});

describe('POST /prior_year_items/{id}/delete_prior_year_item', () => {
  const del = (token: string, id: string, body: Record<string, unknown>) =>
    call(r.deletePriorYearItem, { id, ...body } as never, { token });

  it('staff delete an item with its line items: "Rollover Item was succesfully deleted."', async () => {
    const id = await made(ids.house, 'To delete');
    for (const category of ['Interest', 'Dividends'])
      expect((await call(r.addLineItem, { id, category, value: 10 }, { token: tokens.partner })).status).toBe(200);
    const res = await del(tokens.partner, id, { id, companyId: ids.house });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Rollover Item was succesfully deleted.');
    expect((await list(tokens.partner, ids.house)).body.prior_year_items.map((i) => i.id)).not.toContain(id);
    expect((await call(r.getLineItems, { id }, { token: tokens.partner })).status).toBe(404);
    expect((await del(tokens.partner, id, { id, companyId: ids.house })).status).toBe(404);
  });

  it('needs the item’s own entity; clients are refused (403), other firms get 404', async () => {
    const id = await made(ids.house);
    const missing = await del(tokens.partner, id, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(text.entityRequired);
    expect((await del(tokens.partner, id, { companyId: ids.northCo })).status).toBe(404);
    expect((await del(tokens.client, id, { companyId: ids.house })).status).toBe(403);
    expect((await del(tokens.foreign, id, { companyId: ids.house })).status).toBe(404);
    expect((await list(tokens.partner, ids.house)).body.prior_year_items.map((i) => i.id)).toContain(id);
  });

  it('adding, editing and deleting an item each write a line of the entity’s activity log', async () => {
    const id = await made(ids.northCo, 'Logged', 2020);
    await call(r.updatePriorYearItem, { id, name: 'Logged 2', companyId: ids.northCo }, { token: tokens.partner });
    await del(tokens.partner, id, { companyId: ids.northCo });
    const log = await api('/v2/activity_logs', { token: tokens.partner, query: { company_id: ids.northCo } });
    expect(log.status).toBe(200);
    const actions = log.body.activities.map((a: { action: string }) => a.action);
    for (const action of ['prior_year_item_added', 'prior_year_item_updated', 'prior_year_item_deleted'])
      expect(actions).toContain(action);
    expect(log.body.activities.find((a: { action: string }) => a.action === 'prior_year_item_deleted')).toMatchObject({
      title: 'Rollover Item was succesfully deleted.',
      description: 'Logged 2 (2020)',
    });
  });
});

describe('group-limited staff', () => {
  it('use the items of their group’s entities only; others answer 404', async () => {
    const added = await add(tokens.group, { name: 'Group item', companyId: ids.northCo, year: 2024 });
    expect(added.status).toBe(200);
    const id = added.body.prior_year_item.id;
    expect((await list(tokens.group, ids.northCo)).status).toBe(200);
    const lines = await call(r.addLineItem, { id, category: 'Wages', value: '100' }, { token: tokens.group });
    expect(lines.status).toBe(200);

    const houseItem = await made(ids.house, 'Outside the group');
    expect((await add(tokens.group, { name: 'x', companyId: ids.house, year: 2024 })).status).toBe(404);
    expect((await list(tokens.group, ids.house)).status).toBe(404);
    const edit = await call(
      r.updatePriorYearItem,
      { id: houseItem, name: 'x', companyId: ids.house },
      { token: tokens.group },
    );
    expect(edit.status).toBe(404);
    expect((await call(r.getLineItems, { id: houseItem }, { token: tokens.group })).status).toBe(404);
    expect(
      (await call(r.deletePriorYearItem, { id: houseItem, companyId: ids.house }, { token: tokens.group })).status,
    ).toBe(404);
  });
});

describe('line items, by the item alone and with the entity named too', () => {
  it('staff add, read, update and delete line items (non-company variant)', async () => {
    const id = await made(ids.house, 'Lines');
    const added = await call(r.addLineItem, { id, category: ' Box 1 ', value: 1250.75 }, { token: tokens.partner });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Prior year item added');
    expect(added.body.line_item).toMatchObject({
      prior_year_item_id: id,
      category: 'Box 1',
      value: '1250.75',
      removable: true,
    });
    const lineItemId = added.body.line_item.id;
    await call(r.addLineItem, { id, category: 'Box 2' }, { token: tokens.partner });

    const read = await call(r.getLineItems, { id }, { token: tokens.partner });
    expect(read.status).toBe(200);
    expect(read.body.prior_year_item_id).toBe(id);
    expect(read.body.line_items.map((l) => [l.category, l.value])).toEqual([
      ['Box 1', '1250.75'],
      ['Box 2', ''],
    ]);

    const updated = await call(
      r.updateLineItem,
      { id, lineItemId, category: 'Box 1a', value: '99' },
      { token: tokens.partner },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Prior year item updated');
    expect(updated.body.line_item).toMatchObject({ id: lineItemId, category: 'Box 1a', value: '99' });

    const deleted = await call(r.deleteLineItem, { id, lineItemId }, { token: tokens.partner });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Prior year item deleted');
    const after = await call(r.getLineItems, { id }, { token: tokens.partner });
    expect(after.body.line_items.map((l) => l.category)).toEqual(['Box 2']);
    expect((await call(r.deleteLineItem, { id, lineItemId }, { token: tokens.partner })).status).toBe(404);
  });

  it('staff add, read, update and delete line items (company variant), which must name the item’s entity', async () => {
    const id = await made(ids.house, 'Company lines');
    const companyId = ids.house;
    const added = await call(
      r.addCompanyLineItem,
      { id, companyId, category: 'Depreciation', value: '500' },
      { token: tokens.partner },
    );
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Prior year item added');
    const lineItemId = added.body.line_item.id;

    const read = await call(r.getCompanyLineItems, { id, companyId }, { token: tokens.partner });
    expect(read.status).toBe(200);
    expect(read.body.line_items).toEqual([expect.objectContaining({ id: lineItemId, category: 'Depreciation' })]);

    const updated = await call(
      r.updateCompanyLineItem,
      { id, companyId, lineItemId, category: 'Depreciation', value: '450' },
      { token: tokens.partner },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Prior year item updated');
    expect(updated.body.line_item.value).toBe('450');

    const wrong = { id, companyId: ids.northCo };
    expect((await call(r.getCompanyLineItems, wrong, { token: tokens.partner })).status).toBe(404);
    expect((await call(r.addCompanyLineItem, { ...wrong, category: 'x' }, { token: tokens.partner })).status).toBe(404);
    expect(
      (await call(r.updateCompanyLineItem, { ...wrong, lineItemId, category: 'x' }, { token: tokens.partner })).status,
    ).toBe(404);
    expect((await call(r.deleteCompanyLineItem, { ...wrong, lineItemId }, { token: tokens.partner })).status).toBe(404);

    const deleted = await call(r.deleteCompanyLineItem, { id, companyId, lineItemId }, { token: tokens.partner });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Prior year item deleted');
    expect((await call(r.getCompanyLineItems, { id, companyId }, { token: tokens.partner })).body.line_items).toEqual(
      [],
    );
  });

  it('a client reads their own entity’s line items (both variants) but may not change them (403)', async () => {
    const id = await made(ids.house, 'Client lines');
    const lineItemId = (await call(r.addLineItem, { id, category: 'Wages', value: '1' }, { token: tokens.partner }))
      .body.line_item.id;
    expect((await call(r.getLineItems, { id }, { token: tokens.client })).status).toBe(200);
    expect((await call(r.getCompanyLineItems, { id, companyId: ids.house }, { token: tokens.client })).status).toBe(
      200,
    );
    expect((await call(r.addLineItem, { id, category: 'x' }, { token: tokens.client })).status).toBe(403);
    expect((await call(r.updateLineItem, { id, lineItemId, category: 'x' }, { token: tokens.client })).status).toBe(
      403,
    );
    expect((await call(r.deleteLineItem, { id, lineItemId }, { token: tokens.client })).status).toBe(403);
    expect(
      (await call(r.deleteCompanyLineItem, { id, companyId: ids.house, lineItemId }, { token: tokens.client })).status,
    ).toBe(403);

    const other = await call(r.getLineItems, { id }, { token: tokens.north });
    expect(other.status).toBe(404);
    expect(other.body.error).toBe(text.notFound);
    expect(JSON.stringify(other.body)).not.toMatch(/Wages|Client lines/);
  });

  it('another firm’s ids answer 404 and leak nothing', async () => {
    const id = await made(ids.house, 'Private lines');
    const lineItemId = (await call(r.addLineItem, { id, category: 'Secret', value: '1' }, { token: tokens.partner }))
      .body.line_item.id;
    const t = { token: tokens.foreign };
    const answers = [
      await call(r.getLineItems, { id }, t),
      await call(r.getCompanyLineItems, { id, companyId: ids.house }, t),
      await call(r.addLineItem, { id, category: 'x' }, t),
      await call(r.updateLineItem, { id, lineItemId, category: 'x' }, t),
      await call(r.deleteLineItem, { id, lineItemId }, t),
      await call(r.deleteCompanyLineItem, { id, companyId: ids.house, lineItemId }, t),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toMatch(/Secret|Private/);
    }
  });

  it('an item holds at most 50 line items, and deleting it removes all of them in one go', async () => {
    const id = await made(ids.house, 'Full item');
    for (let i = 0; i < 50; i++) {
      const res = await call(r.addLineItem, { id, category: `Line ${i}`, value: i }, { token: tokens.partner });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const over = await call(r.addLineItem, { id, category: 'One too many' }, { token: tokens.partner });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(text.tooManyLineItems);
    expect((await call(r.getLineItems, { id }, { token: tokens.partner })).body.line_items).toHaveLength(50);
    const deleted = await call(r.deletePriorYearItem, { id, companyId: ids.house }, { token: tokens.partner });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(text.deleted);
    expect((await call(r.getLineItems, { id }, { token: tokens.partner })).status).toBe(404);
  });

  it('bad line item bodies answer 400; an unknown line 404', async () => {
    const id = await made(ids.house, 'Validated lines');
    const noCategory = await call(r.addLineItem, { id, value: '1' }, { token: tokens.partner });
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.error).toBe(text.categoryRequired);
    const blank = await call(r.addLineItem, { id, category: '  ' }, { token: tokens.partner });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe(text.categoryRequired);
    const long = await call(r.addLineItem, { id, category: 'x', value: 'v'.repeat(1001) }, { token: tokens.partner });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe(text.valueTooLong);
    const junk = await call(r.addLineItem, { id, category: ['x'] } as never, { token: tokens.partner });
    expect(junk.status).toBe(400);
    const unknown = await call(
      r.updateLineItem,
      { id, lineItemId: 'no-such-line', category: 'x' },
      { token: tokens.partner },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(text.lineItemNotFound);
  });
});
