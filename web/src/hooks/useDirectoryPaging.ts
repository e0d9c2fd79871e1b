import { useState } from 'react';

/** The cursors a directory list answers with (GET /v2/users, GET /v2/entities). */
export interface PageCursors {
  next_cursor?: string | null;
  previous_cursor?: string | null;
}

/**
 * A directory list's page and the cursor that opens it. The pager moves one page at a time, so the next or
 * previous page is asked for with the cursor the page on screen answered: the server starts there instead of
 * counting rows from the list's start. A new search, filter, order or page size (a new `listKey`) starts again
 * at page 1.
 */
export function useDirectoryPaging(listKey: string) {
  const [paging, setPaging] = useState<{ listKey: string; page: number; cursor?: string }>({ listKey, page: 1 });
  const current = paging.listKey === listKey ? paging : { listKey, page: 1, cursor: undefined };
  const goTo = (page: number, shown: PageCursors | undefined) => {
    const cursor =
      page === current.page + 1 ? shown?.next_cursor : page === current.page - 1 ? shown?.previous_cursor : null;
    setPaging({ listKey, page, cursor: cursor ?? undefined });
  };
  return { page: current.page, cursor: current.cursor, goTo };
}
