import {
  Badge,
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
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
import { type PriorYearItem, priorYearItems } from '../../api/prior-year-items';
import { useIsNarrow } from '../../hooks/useMediaQuery';
import { usePriorYearItems } from '../../hooks/usePriorYearItems';
import { priorYearLabels as l, priorYearSpec as t } from '../../texts/prior-year-items';
import { toastSuccess } from '../../toast';
import { CardSurface } from '../ui/CardSurface';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ScrollTable } from '../ui/DirectoryTable';
import { LineItemsDialog } from './LineItemsDialog';
import { PriorYearItemDialog } from './PriorYearItemDialog';
import { withItem, withoutItem } from './prior-year-rules';
import { useFocusReturn } from './useFocusReturn';

const useStyles = makeStyles({
  card: { marginTop: tokens.spacingVerticalL, minWidth: 0 },
  h2: { ...typographyStyles.subtitle2, margin: 0 },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  year: { width: '80px' },
  source: { width: '140px' },
  actionsCol: { width: '260px' },
  cell: { overflowWrap: 'anywhere', whiteSpace: 'normal' },
  name: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  // Phone: one card per item, the same facts stacked.
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  itemCard: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    overflowWrap: 'anywhere',
  },
  cardName: { ...typographyStyles.body1Strong },
  cardLine: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground2 },
});

type Open = { kind: 'add' } | { kind: 'edit' | 'lines' | 'delete'; item: PriorYearItem } | null;

/**
 * QD §2 'Prior-year (rollover) items' on the staff entity page (/admin/{hash}): a row per item (name, year,
 * source), Add and Edit (QD §5 'Please enter a name'), Delete with a confirmation ('Rollover Item was succesfully
 * deleted.') and each item's line-items dialog. Staff only (QD §6 'rollover item edit'): the page is staff's.
 * A card of its own below the page's cards, loaded on demand (React.lazy) so the entity page's first bundle stays as
 * it was.
 */
export default function PriorYearItemsSection({ companyId }: { companyId: string }) {
  const s = useStyles();
  const narrow = useIsNarrow();
  const { data: items, error, isLoading, mutate } = usePriorYearItems(companyId);
  const [open, setOpen] = useState<Open>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // The dialogs open by state: focus goes back to the button that opened them (useFocusReturn says why).
  const focus = useFocusReturn(addButton);
  const show = (next: NonNullable<Open>) => (e: { currentTarget: EventTarget | null }) => {
    focus.remember(e.currentTarget);
    setOpen(next);
  };
  const close = () => {
    setOpen(null);
    focus.giveBack();
  };

  const saved = (item: PriorYearItem) => void mutate((list) => withItem(list ?? [], item), { revalidate: false });

  async function remove(item: PriorYearItem) {
    setOpen(null);
    const res = await priorYearItems.remove(companyId, item.id);
    if (!res?.ok) {
      focus.giveBack();
      return;
    }
    await mutate((list) => withoutItem(list ?? [], item.id), { revalidate: false });
    toastSuccess(t.itemDeleted);
    // The row's buttons are gone: the keyboard goes on from the section's own button (once the confirmation's
    // own focus restoring, a task after it closed, is done).
    setTimeout(() => addButton.current?.focus(), 0);
  }

  const actions = (item: PriorYearItem) => (
    <span className={s.actions}>
      <Button size="small" aria-label={l.lineItemsNamed(item.name, item.year)} onClick={show({ kind: 'lines', item })}>
        {l.lineItems}
      </Button>
      <Button size="small" aria-label={l.editNamed(item.name, item.year)} onClick={show({ kind: 'edit', item })}>
        {l.edit}
      </Button>
      <Button size="small" aria-label={l.deleteNamed(item.name, item.year)} onClick={show({ kind: 'delete', item })}>
        {l.delete}
      </Button>
    </span>
  );
  const notRolledOver = (item: PriorYearItem) =>
    item.do_not_rollover && (
      <Badge appearance="tint" color="subtle">
        {l.notRolledOver}
      </Badge>
    );
  const sourceOf = (item: PriorYearItem) => l.sources[item.source] ?? item.source;

  let list: ReactNode;
  if (error) {
    list = (
      <MessageBar intent="error">
        <MessageBarBody>{error.status ? error.message : l.loadFailed}</MessageBarBody>
        <MessageBarActions>
          <Button size="small" onClick={() => void mutate()}>
            {l.retry}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  } else if (isLoading || !items) {
    list = <Spinner size="small" label={l.loading} />;
  } else if (items.length === 0) {
    list = <p className={s.muted}>{l.empty}</p>;
  } else if (narrow) {
    list = (
      <ul className={s.list} aria-label={l.table}>
        {items.map((item) => (
          <li key={item.id} className={s.itemCard}>
            <span className={s.name}>
              <span className={s.cardName}>{item.name}</span>
              {notRolledOver(item)}
            </span>
            <span className={s.cardLine}>{`${l.year}: ${item.year} · ${l.source}: ${sourceOf(item)}`}</span>
            {actions(item)}
          </li>
        ))}
      </ul>
    );
  } else {
    list = (
      <ScrollTable label={l.tableRegion} minWidth="560px">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{l.name}</TableHeaderCell>
            <TableHeaderCell className={s.year}>{l.year}</TableHeaderCell>
            <TableHeaderCell className={s.source}>{l.source}</TableHeaderCell>
            <TableHeaderCell className={s.actionsCol}>{l.actions}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell className={s.cell}>
                <span className={s.name}>
                  {item.name}
                  {notRolledOver(item)}
                </span>
              </TableCell>
              <TableCell>{item.year}</TableCell>
              <TableCell className={s.cell}>{sourceOf(item)}</TableCell>
              <TableCell>{actions(item)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
    );
  }

  return (
    <CardSurface role="region" aria-labelledby="entity-prior-year-items" className={s.card}>
      <h2 id="entity-prior-year-items" className={s.h2}>
        {l.heading}
      </h2>
      <p className={s.muted}>{l.intro}</p>
      <div className={s.toolbar}>
        <Button ref={addButton} onClick={show({ kind: 'add' })}>
          {l.add}
        </Button>
      </div>
      {list}

      {open?.kind === 'add' && <PriorYearItemDialog companyId={companyId} onClose={close} onSaved={saved} />}
      {open?.kind === 'edit' && (
        <PriorYearItemDialog companyId={companyId} item={open.item} onClose={close} onSaved={saved} />
      )}
      {open?.kind === 'lines' && <LineItemsDialog companyId={companyId} item={open.item} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={l.deleteTitle}
          confirmLabel={l.delete}
          onConfirm={() => void remove(open.item)}
          onClose={close}
        >
          {l.deleteConfirm(open.item.name, open.item.year)}
        </ConfirmDialog>
      )}
    </CardSurface>
  );
}
