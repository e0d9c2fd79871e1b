/** FA §2.6: a paged list's label reads 'start-end of total'. */
export const pagingText = {
  range: (start: number, end: number, total: number) => `${start}-${end} of ${total}`,
  previous: 'Previous page',
  next: 'Next page',
  rowsPerPage: 'Rows per page',
  /** A directory search that matched more than one search reads (GET /v2/users, /v2/entities: search_capped). */
  searchCapped: 'Many more match this search than are listed here. Add more of the name or email to narrow it.',
} as const;
