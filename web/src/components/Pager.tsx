import { Button, makeStyles, mergeClasses, Select, tokens } from '@fluentui/react-components';
import { type ReactElement, useId } from 'react';
import {
  ChevronDoubleLeftRegular,
  ChevronDoubleRightRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
} from '@fluentui/react-icons';
import { pagingText } from '../texts/paging';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
  },
  // Four buttons sit closer together, the label spaced apart between them.
  withEnds: { gap: tokens.spacingHorizontalXS },
  range: { color: tokens.colorNeutralForeground2 },
  rangeBetween: { margin: `0 ${tokens.spacingHorizontalS}` },
  size: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, marginRight: 'auto' },
});

/**
 * Previous / next paging with the 'start-end of total' label (FA §2.6), and a page-size select when the table
 * offers sizes (FA §9: 10, 20, 50). With `ends`, first and last pages too, the label between previous and next.
 * The buttons stay focusable when disabled, so reaching an end doesn't drop keyboard focus.
 */
export function Pager({
  label,
  page,
  perPage,
  total,
  totalPages,
  onPage,
  pageSizes,
  onPageSize,
  ends,
  className,
}: {
  label: string;
  page: number;
  perPage: number;
  total: number;
  /** The server's page count, when it gives one. */
  totalPages?: number;
  onPage: (page: number) => void;
  pageSizes?: readonly number[];
  onPageSize?: (size: number) => void;
  /** The first and last page buttons' names. */
  ends?: { first: string; last: string };
  className?: string;
}) {
  const s = useStyles();
  const sizeId = useId();
  if (total <= 0) return null;
  const last = Math.max(1, totalPages || Math.ceil(total / perPage));
  const start = Math.min(total, (page - 1) * perPage + 1);
  const end = Math.min(total, page * perPage);
  const step = (name: string, icon: ReactElement, to: number, disabled: boolean) => (
    <Button appearance="subtle" icon={icon} aria-label={name} disabledFocusable={disabled} onClick={() => onPage(to)} />
  );
  const range = (
    <span className={mergeClasses(s.range, ends && s.rangeBetween)} aria-live="polite">
      {pagingText.range(start, end, total)}
    </span>
  );
  const previous = step(pagingText.previous, <ChevronLeftRegular />, page - 1, page <= 1);
  const next = step(pagingText.next, <ChevronRightRegular />, page + 1, page >= last);
  return (
    <nav aria-label={label} className={mergeClasses(s.pager, ends && s.withEnds, className)}>
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
      {ends ? (
        <>
          {step(ends.first, <ChevronDoubleLeftRegular />, 1, page <= 1)}
          {previous}
          {range}
          {next}
          {step(ends.last, <ChevronDoubleRightRegular />, last, page >= last)}
        </>
      ) : (
        <>
          {range}
          {previous}
          {next}
        </>
      )}
    </nav>
  );
}
