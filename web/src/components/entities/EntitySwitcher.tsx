import { useState } from 'react';
import { useCompanyByHash } from '../../hooks/useCompanyByHash';
import { useDebounced } from '../../hooks/useDebounced';
import { useRelatedEntities } from '../../hooks/useEntityList';
import { EntitySwitcherView } from './EntitySwitcherView';

/** FA §9: 'entity selector filter 160 ms showing 10 results'. */
export const switcherFilterDebounceMs = 160;

/**
 * Entity mode's switcher (FA §2.2) for the entity an /admin/{hash} address names: the current entity, a filter
 * box, up to 10 related entities (the other entities of its owners) and 'All Entities'. Loaded by the Shell on demand.
 */
export default function EntitySwitcher({ hash }: { hash: string }) {
  const named = useCompanyByHash(hash);
  const [filter, setFilter] = useState('');
  const q = useDebounced(filter, switcherFilterDebounceMs);
  const related = useRelatedEntities(named.data?.id, q);
  const current = named.data ? { id: named.data.id, hash_id: named.data.hash_id, name: named.data.name } : null;
  return (
    <EntitySwitcherView
      current={current}
      items={related.data ?? []}
      loading={!related.data && (related.isLoading || named.isLoading)}
      filter={filter}
      onFilter={setFilter}
      filtering={q.trim() !== ''}
    />
  );
}
