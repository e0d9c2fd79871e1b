import { describe, expect, it } from 'vitest';
import { EntityListQuery } from '@ledgerline/shared/schemas/entities';
import { planEntityList } from './list-entities';

const partner = { isAdvisor: true, firmAccess: 'partner' as const, firmGroupId: null };
const query = (q: Record<string, unknown>) => EntityListQuery.parse(q);

describe('planning GET /v2/entities', () => {
  it('filters by the primary owner’s firm user, the entity type (any case), any of the tags', () => {
    const plan = planEntityList(
      partner,
      query({ assigned_advisor_id: 'a1', entity_type: 'S-Corporation', selected_entity_tags_filter: ['t1', 't2'] }),
    );
    expect(plan?.clauses).toEqual([['adv:a1'], ['type:s-corporation'], ['tag:t1', 'tag:t2']]);
  });

  it('firm roles: a role, a firm user in any role, or that user in that role (no entity has them yet)', () => {
    expect(planEntityList(partner, query({ firm_role_id: 'r1' }))?.clauses).toEqual([['role:r1']]);
    expect(planEntityList(partner, query({ firm_role_user_id: 'u1' }))?.clauses).toEqual([['roleuser:u1']]);
    expect(planEntityList(partner, query({ firm_role_id: 'r1', firm_role_user_id: 'u1' }))?.clauses).toEqual([
      ['role:r1:u1'],
    ]);
  });

  it('a group-limited firm user lists their group’s entities (their primary owner’s group)', () => {
    const plan = planEntityList({ isAdvisor: true, firmAccess: 'group', firmGroupId: 'g1' }, query({}));
    expect(plan).toMatchObject({ clauses: [['grp:g1']], fixed: ['grp:g1'] });
  });

  it('the query takes one tag, repeated ones or a list, and defaults to created_at descending, 10 a page', () => {
    expect(query({ selected_entity_tags_filter: 't1' }).selected_entity_tags_filter).toEqual(['t1']);
    expect(query({})).toMatchObject({ sort_by: 'created_at', descending: true, page: 1, rows_per_page: 10 });
    expect(query({ page: '0' }).page).toBe(1);
    for (const bad of [{ sort_by: 'hash_id' }, { rows_per_page: '101' }, { entity_type: 'x'.repeat(81) }])
      expect(EntityListQuery.safeParse(bad).success).toBe(false);
  });
});
