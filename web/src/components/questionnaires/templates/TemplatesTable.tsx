/**
 * The firm's templates (FA §2.2 /templates): name with a 'Shipped' badge for a template that came with the product,
 * description, entity kind, how many sections and questions, when it was last changed, and Edit, Preview and
 * Delete. On a phone each template is a card with the same facts stacked.
 */
import {
  Badge,
  Button,
  makeStyles,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { CopyRegular, DeleteRegular, EditRegular, EyeRegular } from '@fluentui/react-icons';
import type { TemplateSummary } from '../../../api/questionnaires-staff';
import { selfSignUp } from '../../../api/self-sign-up';
import { toastError, toastSuccess } from '../../../toast';
import { formatDate } from '../../../format/dateTime';
import { templatesText as t } from '../../../texts/templates';
import { RouterLink } from '../../RouterLink';
import { ScrollTable } from '../../ui/DirectoryTable';

const useStyles = makeStyles({
  name: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  description: { color: tokens.colorNeutralForeground2, maxWidth: '360px' },
  number: { textAlign: 'right', width: '90px' },
  date: { whiteSpace: 'nowrap', width: '130px' },
  actions: { width: '300px' },
  actionRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  action: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  cardName: { ...typographyStyles.body1Strong, margin: 0, overflowWrap: 'anywhere' },
  cardLine: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

const path = {
  edit: (id: string) => `/templates/${encodeURIComponent(id)}`,
  preview: (id: string) => `/preview/template/${encodeURIComponent(id)}`,
};

function Updated({ at }: { at: string | null }) {
  return at ? <time dateTime={at}>{formatDate(at)}</time> : t.none;
}

/** FA §2.1: the template's self sign-up link (GET /questionnaire_templates/{id}/self_sign_up_link) on the clipboard. */
async function copySignUpLink(row: TemplateSummary) {
  const res = await selfSignUp.link(row.id);
  if (!res?.ok) return; // the API client toasted why
  try {
    await navigator.clipboard.writeText(res.data.url);
    toastSuccess(t.linkCopied);
  } catch {
    toastError(t.linkNotCopied);
  }
}

function Actions({ row, onDelete }: { row: TemplateSummary; onDelete: (row: TemplateSummary) => void }) {
  const s = useStyles();
  return (
    <span className={s.actionRow}>
      <RouterLink className={s.action} to={path.edit(row.id)} aria-label={t.editNamed(row.name)}>
        <EditRegular aria-hidden />
        {t.edit}
      </RouterLink>
      <RouterLink className={s.action} to={path.preview(row.id)} aria-label={t.previewNamed(row.name)}>
        <EyeRegular aria-hidden />
        {t.preview}
      </RouterLink>
      <Button
        appearance="subtle"
        size="small"
        icon={<DeleteRegular />}
        aria-label={t.deleteNamed(row.name)}
        onClick={() => onDelete(row)}
      >
        {t.delete}
      </Button>
      <Button
        appearance="subtle"
        size="small"
        icon={<CopyRegular />}
        aria-label={t.copySignUpLinkNamed(row.name)}
        onClick={() => void copySignUpLink(row)}
      >
        {t.copySignUpLink}
      </Button>
    </span>
  );
}

function ShippedBadge({ row }: { row: TemplateSummary }) {
  return row.builtin ? (
    <Badge appearance="tint" color="informative">
      {t.shipped}
    </Badge>
  ) : null;
}

interface Props {
  rows: TemplateSummary[];
  onDelete: (row: TemplateSummary) => void;
  /** Phone width: cards instead of a table. */
  narrow: boolean;
}

export function TemplatesTable({ rows, onDelete, narrow }: Props) {
  const s = useStyles();
  if (narrow) {
    return (
      <ul className={s.list} aria-label={t.table}>
        {rows.map((r) => (
          <li key={r.id} className={s.card}>
            <span className={s.name}>
              <h2 className={s.cardName}>{r.name}</h2>
              <ShippedBadge row={r} />
            </span>
            {r.description && <span className={s.cardLine}>{r.description}</span>}
            <span className={s.cardLine}>
              {`${t.columns.entityKind}: ${r.entity_kind || t.anyEntityKind} · ${t.counts(r.sections.length, r.questions_count)}`}
            </span>
            {r.updated_at && (
              <span className={s.cardLine}>
                {`${t.columns.updated}: `}
                <Updated at={r.updated_at} />
              </span>
            )}
            <Actions row={r} onDelete={onDelete} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ScrollTable label={t.table} minWidth="900px">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t.columns.name}</TableHeaderCell>
          <TableHeaderCell>{t.columns.description}</TableHeaderCell>
          <TableHeaderCell>{t.columns.entityKind}</TableHeaderCell>
          <TableHeaderCell className={s.number}>{t.columns.sections}</TableHeaderCell>
          <TableHeaderCell className={s.number}>{t.columns.questions}</TableHeaderCell>
          <TableHeaderCell className={s.date}>{t.columns.updated}</TableHeaderCell>
          <TableHeaderCell className={s.actions}>{t.columns.actions}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            <TableCell>
              <span className={s.name}>
                {r.name}
                <ShippedBadge row={r} />
              </span>
            </TableCell>
            <TableCell className={s.description}>{r.description || t.none}</TableCell>
            <TableCell>{r.entity_kind || t.anyEntityKind}</TableCell>
            <TableCell className={s.number}>{r.sections.length}</TableCell>
            <TableCell className={s.number}>{r.questions_count}</TableCell>
            <TableCell className={s.date}>
              <Updated at={r.updated_at} />
            </TableCell>
            <TableCell>
              <Actions row={r} onDelete={onDelete} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
