/** GET /imports: the firm's imports, newest first, a page at a time (one query of the firm's import partition). */
import { importRoutes } from '@ledgerline/shared/routes/imports';
import { handle } from '../platform/handle';
import { importView } from './views';
import * as store from './store';

export const listImports = handle(importRoutes.listImports, async ({ input, caller }) => {
  const { items, more } = await store.listImports(caller.firmId, input.cursor, input.limit);
  return {
    imports: items.map(importView),
    next_cursor: more ? (items[items.length - 1]?.importId ?? null) : null,
  };
});
