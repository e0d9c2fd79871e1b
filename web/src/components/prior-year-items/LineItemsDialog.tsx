import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { type ReactNode, useRef, useState } from 'react';
import { type LineItem, type PriorYearItem, priorYearItems } from '../../api/prior-year-items';
import { useIsNarrow } from '../../hooks/useMediaQuery';
import { useLineItems } from '../../hooks/usePriorYearItems';
import { priorYearLabels as l, priorYearSpec as t } from '../../texts/prior-year-items';
import { toastSuccess } from '../../toast';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ScrollTable } from '../ui/DirectoryTable';
import { canAddLineItem, lineItemErrors, withLine } from './prior-year-rules';
import { useFocusReturn } from './useFocusReturn';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  category: { width: '40%' },
  actionsCol: { width: '170px' },
  cell: { overflowWrap: 'anywhere', whiteSpace: 'normal' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
  // Phone: one card per line.
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    overflowWrap: 'anywhere',
  },
  cardName: { ...typographyStyles.body1Strong },
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  legend: { ...typographyStyles.subtitle2, padding: 0, marginBottom: tokens.spacingVerticalXS },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

/**
 * QD §2 'a line-items dialog (category, value)' of one prior-year item: its lines, a form that adds one or changes
 * the one chosen with Edit, and Delete with a confirmation for the lines that may go (QD §3 'removable': lines an
 * import brought and the firm must keep show 'Kept' instead). Every call is the company variant: the entity is
 * this page's. 'Prior year item added / updated / deleted' (QD §8).
 */
export function LineItemsDialog({
  companyId,
  item,
  onClose,
}: {
  companyId: string;
  item: PriorYearItem;
  onClose: () => void;
}) {
  const s = useStyles();
  const narrow = useIsNarrow();
  const { data: lines, error, isLoading, mutate } = useLineItems(companyId, item.id);
  const [editing, setEditing] = useState<LineItem | null>(null);
  const [category, setCategory] = useState('');
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // The confirmation stays mounted over this dialog and closes by `open` (see ConfirmDialog); the line it asks
  // about is kept while it fades out.
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState<LineItem | null>(null);
  const categoryInput = useRef<HTMLInputElement>(null);
  // The confirmation opens by state: focus goes back to the line's Delete button, or to the form once it is gone.
  const focus = useFocusReturn(categoryInput);

  const errors = lineItemErrors({ category, value });
  const categoryError = (tried ? errors.category : undefined) ?? serverErrors.category;
  const valueError = (tried ? errors.value : undefined) ?? serverErrors.value;
  const full = !editing && lines !== undefined && !canAddLineItem(lines.length);
  const hasKept = (lines ?? []).some((line) => !line.removable);
  const title = l.lineItemsTitle(item.name, item.year);

  function resetForm(next: LineItem | null) {
    setEditing(next);
    setCategory(next?.category ?? '');
    setValue(next?.value ?? '');
    setTried(false);
    setServerErrors({});
    categoryInput.current?.focus();
  }

  async function save() {
    setTried(true);
    if (busy || full || errors.category || errors.value) return;
    setBusy(true);
    const fields = { category: category.trim(), value: value.trim() };
    const res = editing
      ? await priorYearItems.updateLineItem(companyId, item.id, editing.id, fields)
      : await priorYearItems.addLineItem(companyId, item.id, fields);
    setBusy(false);
    if (!res) return;
    if (!res.ok) {
      if (res.fields) setServerErrors(res.fields);
      return;
    }
    await mutate((current) => withLine(current ?? [], res.data.line_item), { revalidate: false });
    toastSuccess(editing ? t.updated : t.added);
    resetForm(null);
  }

  async function remove(line: LineItem) {
    setConfirming(false);
    const res = await priorYearItems.removeLineItem(companyId, item.id, line.id);
    if (!res?.ok) {
      focus.giveBack();
      return;
    }
    await mutate((current) => (current ?? []).filter((x) => x.id !== line.id), { revalidate: false });
    toastSuccess(t.lineItemDeleted);
    if (editing?.id === line.id) resetForm(null);
    // The line's buttons are gone: the keyboard goes on from the form (once the confirmation's own focus
    // restoring, a task after it closed, is done).
    setTimeout(() => categoryInput.current?.focus(), 0);
  }

  const actions = (line: LineItem) => (
    <span className={s.actions}>
      <Button size="small" aria-label={l.editLineNamed(line.category)} onClick={() => resetForm(line)}>
        {l.edit}
      </Button>
      {line.removable ? (
        <Button
          size="small"
          aria-label={l.deleteLineNamed(line.category)}
          onClick={(e) => {
            focus.remember(e.currentTarget);
            setDeleting(line);
            setConfirming(true);
          }}
        >
          {l.delete}
        </Button>
      ) : (
        <Badge appearance="outline" color="informative">
          {l.kept}
        </Badge>
      )}
    </span>
  );

  let list: ReactNode;
  if (error) {
    list = (
      <MessageBar intent="error">
        <MessageBarBody>{error.status ? error.message : l.lineItemsLoadFailed}</MessageBarBody>
      </MessageBar>
    );
  } else if (isLoading || !lines) {
    list = <Spinner size="small" label={l.lineItemsLoading} />;
  } else if (lines.length === 0) {
    list = <p className={s.muted}>{l.noLineItems}</p>;
  } else if (narrow) {
    list = (
      <ul className={s.list} aria-label={l.lineItemsTable}>
        {lines.map((line) => (
          <li key={line.id} className={s.card}>
            <span className={s.cardName}>{line.category}</span>
            <span>{`${l.value}: ${line.value || l.emptyValue}`}</span>
            {actions(line)}
          </li>
        ))}
      </ul>
    );
  } else {
    list = (
      <ScrollTable label={l.lineItemsTableRegion} minWidth="420px">
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={s.category}>{l.category}</TableHeaderCell>
            <TableHeaderCell>{l.value}</TableHeaderCell>
            <TableHeaderCell className={s.actionsCol}>{l.actions}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell className={s.cell}>{line.category}</TableCell>
              <TableCell className={s.cell}>{line.value || l.emptyValue}</TableCell>
              <TableCell>{actions(line)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
    );
  }

  return (
    <>
      <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={s.content}>
              {list}
              {hasKept && <p className={s.muted}>{l.keptHint}</p>}
              {lines && !error && (
                <form
                  noValidate
                  onSubmit={(e) => {
                    e.preventDefault();
                    e.stopPropagation();
                    void save();
                  }}
                >
                  <fieldset className={s.form}>
                    <legend className={s.legend}>{editing ? l.editLineNamed(editing.category) : l.newLine}</legend>
                    {full ? (
                      <p className={s.muted}>{t.tooManyLineItems}</p>
                    ) : (
                      <>
                        <div className={s.fields}>
                          <Field label={l.category} required validationMessage={categoryError}>
                            <Input
                              ref={categoryInput}
                              value={category}
                              maxLength={250}
                              autoComplete="off"
                              onChange={(_, d) => {
                                setCategory(d.value);
                                setServerErrors(({ category: _c, ...rest }) => rest);
                              }}
                            />
                          </Field>
                          <Field label={l.value} validationMessage={valueError}>
                            <Input
                              value={value}
                              autoComplete="off"
                              onChange={(_, d) => {
                                setValue(d.value);
                                setServerErrors(({ value: _v, ...rest }) => rest);
                              }}
                            />
                          </Field>
                        </div>
                        <span className={s.actions}>
                          <Button type="submit" appearance="primary" disabled={busy}>
                            {editing ? l.saveLine : l.addLine}
                          </Button>
                          {editing && <Button onClick={() => resetForm(null)}>{l.cancelEdit}</Button>}
                        </span>
                      </>
                    )}
                  </fieldset>
                </form>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{l.close}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={l.deleteLineTitle}
        confirmLabel={l.delete}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => {
          setConfirming(false);
          focus.giveBack();
        }}
      >
        {deleting ? l.deleteLineConfirm(deleting.category) : null}
      </ConfirmDialog>
    </>
  );
}
