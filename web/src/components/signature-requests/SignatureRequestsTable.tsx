import {
  Link,
  makeStyles,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import type { SignatureRequestRow } from '../../api/signature-requests';
import { formatDate } from '../../format/dateTime';
import { signatureRequestsText as t } from '../../texts/signatureRequests';
import { ScrollTable } from '../ui/DirectoryTable';
import { useRowCardStyles } from '../ui/useRowCardStyles';
import { RowActions } from './RowActions';
import type { RowAction } from './row-rules';
import { StatusBadge } from './StatusBadge';

const useStyles = makeStyles({
  nowrap: { whiteSpace: 'nowrap' },
  open: { textAlign: 'left' },
  error: { display: 'block', color: tokens.colorPaletteRedForeground1, ...typographyStyles.caption1 },
  actions: { width: '56px' },
});

interface Props {
  rows: SignatureRequestRow[];
  narrow: boolean;
  busyId: string | null;
  onOpen: (row: SignatureRequestRow) => void;
  onAction: (row: SignatureRequestRow, action: RowAction) => void;
}

/** FA §2.7: tax year, company name, document name (opens the request), status, updated at, and the row's actions. */
export function SignatureRequestsTable(props: Props) {
  return props.narrow ? <RequestCards {...props} /> : <RequestGrid {...props} />;
}

function OpenLink({ row, onOpen }: Pick<Props, 'onOpen'> & { row: SignatureRequestRow }) {
  const s = useStyles();
  return (
    <Link as="button" className={s.open} aria-label={t.open(row.document_name)} onClick={() => onOpen(row)}>
      {row.document_name}
    </Link>
  );
}

function RequestGrid({ rows, busyId, onOpen, onAction }: Props) {
  const s = useStyles();
  return (
    <ScrollTable label={t.table} minWidth="720px">
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={s.nowrap}>{t.columns.taxYear}</TableHeaderCell>
          <TableHeaderCell>{t.columns.company}</TableHeaderCell>
          <TableHeaderCell>{t.columns.document}</TableHeaderCell>
          <TableHeaderCell>{t.columns.status}</TableHeaderCell>
          <TableHeaderCell className={s.nowrap}>{t.columns.updatedAt}</TableHeaderCell>
          <TableHeaderCell className={s.actions}>
            <span className="sr-only">{t.columns.actions}</span>
          </TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            <TableCell>{r.tax_year}</TableCell>
            <TableCell>{r.company_name}</TableCell>
            <TableCell>
              <OpenLink row={r} onOpen={onOpen} />
            </TableCell>
            <TableCell>
              <StatusBadge status={r.status} />
              {r.status === 'error' && r.error_message && <span className={s.error}>{r.error_message}</span>}
            </TableCell>
            <TableCell className={s.nowrap}>
              <time dateTime={r.updated_at}>{formatDate(r.updated_at)}</time>
            </TableCell>
            <TableCell>
              <RowActions row={r} busy={busyId === r.id} onAction={onAction} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

function RequestCards({ rows, busyId, onOpen, onAction }: Props) {
  const s = useStyles();
  const c = useRowCardStyles();
  return (
    <ul className={c.list} aria-label={t.table}>
      {rows.map((r) => (
        <li key={r.id} className={c.card}>
          <div className={c.cardBody}>
            <OpenLink row={r} onOpen={onOpen} />
            <span className={c.cardLine}>{`${r.company_name} · ${r.tax_year}`}</span>
            <span>
              <StatusBadge status={r.status} />
            </span>
            {r.status === 'error' && r.error_message && <span className={s.error}>{r.error_message}</span>}
            <Text className={c.cardLine}>
              {`${t.columns.updatedAt}: `}
              <time dateTime={r.updated_at}>{formatDate(r.updated_at)}</time>
            </Text>
          </div>
          <RowActions row={r} busy={busyId === r.id} onAction={onAction} />
        </li>
      ))}
    </ul>
  );
}
