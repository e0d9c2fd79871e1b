import { describe, expect, it } from 'vitest';
import { pageWindow, planFor } from './plan';

describe('each activity log request reads the key made for its filters', () => {
  it('the whole firm reads the firm’s log and its counter', () => {
    expect(planFor({})).toEqual({
      source: { index: 'firm' },
      filter: {},
      counter: { scope: 'firm', typeId: undefined },
      search: null,
    });
  });

  it('a type across the firm reads the firm’s lines of that type, counted by type', () => {
    expect(planFor({ typeId: 7 })).toEqual({
      source: { index: 'firmType', typeId: 7 },
      filter: {},
      counter: { scope: 'firm', typeId: 7 },
      search: null,
    });
    expect(planFor({ typeId: 0 }).source).toEqual({ index: 'firmType', typeId: 0 });
  });

  it('an entity reads its own lines, filtering a type while reading and counting it from the entity’s counter', () => {
    expect(planFor({ companyId: 'c1', typeId: 2 })).toEqual({
      source: { index: 'company', companyId: 'c1' },
      filter: { typeId: 2 },
      counter: { scope: 'company#c1', typeId: 2 },
      search: null,
    });
  });

  it('a questionnaire reads its own lines; naming an entity too is counted while reading', () => {
    expect(planFor({ questionnaireId: 'q1' }).counter).toEqual({ scope: 'questionnaire#q1', typeId: undefined });
    const both = planFor({ questionnaireId: 'q1', companyId: 'c1', typeId: 3 });
    expect(both).toEqual({
      source: { index: 'questionnaire', questionnaireId: 'q1' },
      filter: { typeId: 3, companyId: 'c1' },
      counter: null,
      search: null,
    });
  });

  it('a search counts its matches instead of using a counter, and ignores case and surrounding space', () => {
    expect(planFor({ companyId: 'c1', search: '  Message SENT ' })).toMatchObject({
      source: { index: 'company', companyId: 'c1' },
      counter: null,
      search: 'message sent',
    });
    expect(planFor({ search: '   ' })).toMatchObject({ counter: { scope: 'firm' }, search: null });
  });
});

describe('offset paging as the screens send it', () => {
  it('page 1 starts at the newest line, page n skips n-1 pages; page 0 is page 1', () => {
    expect(pageWindow(1, 32)).toEqual({ offset: 0, limit: 32 });
    expect(pageWindow(3, 32)).toEqual({ offset: 64, limit: 32 });
    expect(pageWindow(0, 10)).toEqual({ offset: 0, limit: 10 });
  });
});
