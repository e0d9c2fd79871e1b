import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/** What the directory lists (platform/directory-keys.ts DirectoryKind). */
const directoryKinds = ['user', 'entity', 'questionnaire', 'tax_return', 'signature_request'] as const;

/**
 * The firm directory's lists (FA §2.5): keys designed for each list, not filters over the firm. Every listed
 * person (kind 'user') or entity (kind 'entity') has one small row per listing partition and layer of sort
 * fields: partition `{state}#{dim}` (state active | inactive | deleted; dim all | adv:{id} | grp:{id} | tag:{id} |
 * type:{entity type} ...). A row holds up to four sort keys, `{sortField}#{sortValue}#{id}`: the table's sort key
 * (`key`, the layer's lead field, which also names the row's partition key) and the three GSIs' (`key1`..`key3`),
 * so a page in any sort order is a plain query of one index, and an item with 8 tags still moves all its rows in
 * one transaction (platform/directory.ts). Each row carries the item's dims, so a second filter is checked on the
 * row without reading the item. The rows are a projection of the item that platform/directory.ts keeps
 * (DirectoryState remembers which rows each item has). A row whose layer has fewer than four fields has no sort key
 * on the remaining GSIs, so it is not on them (a GSI holds only items with both its keys).
 */
const rowPartition = {
  composite: ['firmId', 'kind', 'part', 'field'] as const,
  template: 'FIRM#${firmId}#DIR#${kind}#${part}#${field}',
  casing: 'none' as const,
};

export const DirectoryRow = new LazyEntity(
  {
    model: { entity: 'directory_row', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      kind: { type: directoryKinds, required: true },
      /** `{state}#{dim}`. */
      part: { type: 'string', required: true },
      /** The layer's lead sort field: its sort key is the table's; the layer's other fields are on the GSIs. */
      field: { type: 'string', required: true },
      /** `{sortField}#{sortValue}#{id}` of the lead field. */
      key: { type: 'string', required: true },
      /** The same, of the layer's second, third and fourth sort fields (absent: not on that index). */
      key1: { type: 'string' },
      key2: { type: 'string' },
      key3: { type: 'string' },
      id: { type: 'string', required: true },
      active: { type: 'boolean' },
      /** Every dim the item is listed under but `all`, for filters checked on the row. */
      dims: { type: 'list', items: { type: 'string' } },
    },
    indexes: {
      byPart: {
        pk: { field: 'pk', ...rowPartition },
        sk: { field: 'sk', composite: ['key'], template: '${key}', casing: 'none' },
      },
      byKey1: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', ...rowPartition },
        sk: { field: 'gsi1sk', composite: ['key1'], template: '${key1}', casing: 'none' },
      },
      byKey2: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', ...rowPartition },
        sk: { field: 'gsi2sk', composite: ['key2'], template: '${key2}', casing: 'none' },
      },
      byKey3: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', ...rowPartition },
        sk: { field: 'gsi3sk', composite: ['key3'], template: '${key3}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
export type DirectoryRowItem = EntityItem<typeof DirectoryRow>;

/**
 * One search word of a listed item (names and email, folded like the conversation search), per state and first
 * character (a partition each, so none holds a large firm's every word): a search is one begins_with query on its
 * most selective word. It carries the item's words, sort values and dims, so the other words, the
 * filters and the order are applied to that bounded set without more reads.
 */
export const DirectoryWord = new LazyEntity(
  {
    model: { entity: 'directory_word', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      kind: { type: directoryKinds, required: true },
      state: { type: 'string', required: true },
      /** The word's first character: words are spread over a partition per first character (see wordLead). */
      lead: { type: 'string', required: true },
      word: { type: 'string', required: true },
      id: { type: 'string', required: true },
      words: { type: 'list', items: { type: 'string' } },
      /** Sort values by sort field (the same values the rows' keys hold). */
      sort: { type: 'any' },
      active: { type: 'boolean' },
      /** Every dim the item is listed under but `all`. */
      dims: { type: 'list', items: { type: 'string' } },
    },
    indexes: {
      byWord: {
        pk: {
          field: 'pk',
          composite: ['firmId', 'kind', 'state', 'lead'],
          template: 'FIRM#${firmId}#DIRWORD#${kind}#${state}#${lead}',
          casing: 'none',
        },
        sk: { field: 'sk', composite: ['word', 'id'], template: '${word}#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
export type DirectoryWordItem = EntityItem<typeof DirectoryWord>;

/** The exact size of each directory partition (`{state}#{dim}`), moved by ADD in the transaction that moves rows. */
export const DirectoryCount = new LazyEntity(
  {
    model: { entity: 'directory_count', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      kind: { type: directoryKinds, required: true },
      part: { type: 'string', required: true },
      total: { type: 'number' },
    },
    indexes: {
      byPart: {
        pk: { field: 'pk', composite: ['firmId', 'kind'], template: 'FIRM#${firmId}#DIRCOUNT#${kind}', casing: 'none' },
        sk: { field: 'sk', composite: ['part'], template: '${part}', casing: 'none' },
      },
    },
  },
  entityConfig,
);

/**
 * What the directory holds for one item: the keys of its rows and words and the image they were made from, and
 * a version that each reindex moves under a condition (two reindexes of one item never both commit stale rows).
 */
export const DirectoryState = new LazyEntity(
  {
    model: { entity: 'directory_state', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      kind: { type: directoryKinds, required: true },
      id: { type: 'string', required: true },
      version: { type: 'number', required: true },
      /** JSON of the listed fields the rows were computed from: equal means nothing to write. */
      image: { type: 'string' },
      /** `{part}\n{key}` of each row (its table key: the layer's lead field is the key's first word). */
      rows: { type: 'list', items: { type: 'string' } },
      /** `{state}\n{word}` of each word. */
      words: { type: 'list', items: { type: 'string' } },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['firmId', 'kind'], template: 'FIRM#${firmId}#DIRSTATE#${kind}', casing: 'none' },
        sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
export type DirectoryStateItem = EntityItem<typeof DirectoryState>;
