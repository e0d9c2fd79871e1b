/** FA §2.6: a paged list's label reads 'start-end of total'. */
export const pagingText = {
  range: (start: number, end: number, total: number) => `${start}-${end} of ${total}`,
  previous: 'Previous page',
  next: 'Next page',
  rowsPerPage: 'Rows per page',
} as const;
