import { Button, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { pagingText } from '../texts/paging';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
  },
  range: { color: tokens.colorNeutralForeground2 },
  size: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, marginRight: 'auto' },
});

/**
 * Previous / next paging with the 'start-end of total' label (FA §2.6), and a page-size select when the table
 * offers sizes (FA §9: 10, 20, 50). The buttons stay focusable when disabled, so reaching the last page doesn't
 * drop keyboard focus.
 */
export function Pager({
  label,
  page,
  perPage,
  total,
  onPage,
  pageSizes,
  onPageSize,
}: {
  label: string;
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  pageSizes?: readonly number[];
  onPageSize?: (size: number) => void;
}) {
  const s = useStyles();
  const sizeId = useId();
  if (total <= 0) return null;
  const last = Math.max(1, Math.ceil(total / perPage));
  const start = Math.min(total, (page - 1) * perPage + 1);
  const end = Math.min(total, page * perPage);
  return (
    <nav aria-label={label} className={s.pager}>
      {pageSizes && onPageSize && (
        <span className={s.size}>
          <label htmlFor={sizeId}>{pagingText.rowsPerPage}</label>
          <Select id={sizeId} size="small" value={String(perPage)} onChange={(_, d) => onPageSize(Number(d.value))}>
            {pageSizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </span>
      )}
      <span className={s.range} aria-live="polite">
        {pagingText.range(start, end, total)}
      </span>
      <Button
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        aria-label={pagingText.previous}
        disabledFocusable={page <= 1}
        onClick={() => onPage(page - 1)}
      />
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label={pagingText.next}
        disabledFocusable={page >= last}
        onClick={() => onPage(page + 1)}
      />
    </nav>
  );
}
