/**
 * Tag work too large for one request (FA §5.6): a bulk add or removal over many clients or entities, and taking a
 * removed tag off every item that carries it. Both are idempotent (adding a tag an item has, or removing one it
 * lacks, writes nothing), so a repeated delivery changes nothing; each job does a bounded part and queues the rest.
 */
import * as z from 'zod';
import { maxBulkTagItems } from '@ledgerline/shared/tags';
import { declareJob } from '../jobs';

const TagKind = z.enum(['contact', 'entity']);

export const tagJobs = {
  /** Add (or with `remove` take off) the tags on these items; `groupId`: a group-limited caller's group. */
  applyItemTags: declareJob(
    'apply-item-tags',
    z.object({
      firmId: z.string().min(1),
      kind: TagKind,
      ids: z.array(z.string().min(1)).min(1).max(maxBulkTagItems),
      tagIds: z.array(z.string().min(1)).max(50),
      remove: z.boolean(),
      groupId: z.string().min(1).optional(),
    }),
  ),
  /** Take a removed tag off the items its directory partitions still list, from `state` and `cursor` on. */
  sweepRemovedTag: declareJob(
    'sweep-removed-tag',
    z.object({
      firmId: z.string().min(1),
      kind: TagKind,
      tagId: z.string().min(1),
      state: z.number().int().min(0).max(2),
      cursor: z.string().nullish(),
      round: z.number().int().min(1).default(1),
    }),
  ),
};
