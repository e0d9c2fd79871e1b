import { Button, makeStyles, Spinner, Text, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { identityVerificationFlag, taxReturnAdminText as spec } from '@ledgerline/shared/tax-return-delivery';
import { canReassignFirmUser } from '@ledgerline/shared/users';
import type { TaxReturnRow } from '../../api/tax-return-delivery';
import type { CurrentUser } from '../../api/types';
import { useDebounced } from '../../hooks/useDebounced';
import { useDirectoryPaging } from '../../hooks/useDirectoryPaging';
import { useIsNarrow } from '../../hooks/useMediaQuery';
import { pageSizes, usePageSize } from '../../hooks/usePageSize';
import { useRevalidateTaxReturns, useTaxReturnsTable } from '../../hooks/useTaxReturnsTable';
import { taxReturnsTableText as t } from '../../texts/taxReturnsTable';
import { toastInfo } from '../../toast';
import { distinctCompanies } from './assignment-clients';
import { defaultSort, isFiltering, noFilters, tableQuery, type TaxReturnFilters, type TaxReturnSort } from './filters';
import { loadFailureText } from './failure';
import { adminViewPath, openTarget, type RowAction } from './row-actions';
import { TaxReturnActionsMenu } from './TaxReturnActionsMenu';
import { TaxReturnDialogs, type OpenDialog } from './TaxReturnDialogs';
import { TaxReturnsFilters } from './TaxReturnsFilters';
import { TaxReturnsPager } from './TaxReturnsPager';
import { TaxReturnsTable } from './TaxReturnsTable';
import { useQuickActions } from './useQuickActions';
import { useYearFilter } from './useYearFilter';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalM },
  selection: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalS,
    color: tokens.colorNeutralForeground2,
  },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** FA §9: a search waits 300 ms after the last key. */
const searchDebounceMs = 300;

/**
 * FA §2.6 the firm's tax returns: Send Tax Return, the filters, the table (default newest change first) with its
 * actions and dialogs, the empty states and paging (10/20/50 remembered). `inline` (the table inside another
 * screen) hides the paging.
 */
export function TaxReturnsBoard({ me, inline = false }: { me: CurrentUser; inline?: boolean }) {
  const s = useStyles();
  const navigate = useNavigate();
  const narrow = useIsNarrow();
  const restoreFocusHere = useRestoreFocusTarget();
  const identityOn = me.firm.preferences?.[identityVerificationFlag] === true;
  // FA §6: only partner and full users reassign a client's firm user or change an entity's owners.
  const mayReassign = canReassignFirmUser({ isAdvisor: me.user.is_advisor, firmAccess: me.user.firm_access });

  const [filters, setFilters] = useState<TaxReturnFilters>(noFilters);
  const [year, setYear] = useYearFilter();
  const [sort, setSort] = useState<TaxReturnSort>(defaultSort);
  const [pageSize, setPageSize] = usePageSize('tax_returns');
  const search = useDebounced(filters.search.trim(), searchDebounceMs);
  // A new search, filter, order or page size starts again at page 1.
  const listKey = JSON.stringify([search, { ...filters, search: '' }, year, sort, pageSize]);
  const { page, cursor, goTo } = useDirectoryPaging(listKey);
  const list = useTaxReturnsTable(tableQuery(filters, search, year, sort, page, pageSize, cursor));
  const revalidate = useRevalidateTaxReturns();
  const quick = useQuickActions(revalidate);

  // The selected rows, with their entities: a bulk assignment reaches rows on other pages too.
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const selectedIds = useMemo(() => new Set(selected.keys()), [selected]);
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = useCallback(() => setOpen(null), []);
  const uploaded = useCallback(() => void revalidate(), [revalidate]);

  const rows = list.data?.tax_returns ?? [];
  const filtering = isFiltering(filters, year);
  const reset = () => {
    setFilters(noFilters);
    setYear('All');
  };
  const sendTaxReturn = () => setOpen({ kind: 'upload', target: { kind: 'new' } });

  const onSelect = (picked: TaxReturnRow[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const r of picked) on ? next.set(r.id, r.company_id) : next.delete(r.id);
      return next;
    });

  function openReturn(row: TaxReturnRow) {
    const target = openTarget(row);
    if (target === 'processing') toastInfo(spec.stillProcessing);
    else if (target === 'draft') setOpen({ kind: 'draft', row });
    else navigate(adminViewPath(row));
  }

  function act(row: TaxReturnRow, action: RowAction) {
    switch (action) {
      case 'classify':
        return navigate(adminViewPath(row));
      case 'upload':
        return setOpen({
          kind: 'upload',
          target: { kind: 'new', entity: { id: row.company_id, name: row.company_name } },
        });
      case 'replace':
        return setOpen({ kind: 'upload', target: { kind: 'replace', row } });
      case 'reminders':
        return void quick.sendReminders(row);
      case 'invoice':
        return void quick.toggleInvoice(row);
      case 'finished':
        return void quick.markFinished(row);
      default:
        return setOpen({ kind: action, row });
    }
  }

  async function remove(row: TaxReturnRow) {
    setOpen(null);
    if (await quick.remove(row)) onSelect([row], false);
  }

  const meta = list.data?.meta;
  return (
    <>
      <div className={s.actions}>
        <Button {...restoreFocusHere} appearance="primary" icon={<AddRegular />} onClick={sendTaxReturn}>
          {spec.sendTaxReturn}
        </Button>
      </div>
      <TaxReturnsFilters
        value={filters}
        onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
        year={year}
        onYear={setYear}
        filtering={filtering}
        onReset={reset}
      />
      {selected.size > 0 && (
        <div className={s.selection}>
          <span aria-live="polite">{t.selected(selected.size)}</span>
          {mayReassign && (
            <Button
              {...restoreFocusHere}
              size="small"
              onClick={() => setOpen({ kind: 'bulk_assignments', companyIds: distinctCompanies(selected.values()) })}
            >
              {t.updateAssignments}
            </Button>
          )}
          <Button size="small" appearance="subtle" onClick={() => setSelected(new Map())}>
            {t.clearSelection}
          </Button>
        </div>
      )}
      {!list.data && list.error ? (
        <div className={s.empty} role="alert">
          <Text>{loadFailureText(list.error, t.loadFailed)}</Text>
          <Button onClick={() => void list.mutate()}>{t.retry}</Button>
        </div>
      ) : !list.data ? (
        <Spinner label={t.loading} />
      ) : rows.length === 0 ? (
        <div className={s.empty} role="status">
          <Text weight="semibold">{spec.noneFound}</Text>
          {filtering ? (
            <Button onClick={reset}>{spec.resetFilters}</Button>
          ) : (
            <Button appearance="primary" icon={<AddRegular />} onClick={sendTaxReturn}>
              {spec.sendTaxReturn}
            </Button>
          )}
        </div>
      ) : (
        <TaxReturnsTable
          rows={rows}
          sort={sort}
          onSort={setSort}
          selected={selectedIds}
          onSelect={onSelect}
          identityColumn={identityOn}
          onOpen={openReturn}
          onReminder={(row, on) => void quick.setReminders(row, on)}
          reminderPending={quick.reminderPending}
          actions={(row) => (
            <TaxReturnActionsMenu row={row} identityOn={identityOn} mayReassign={mayReassign} onAction={act} />
          )}
          narrow={narrow}
        />
      )}
      {!inline && meta && (
        <TaxReturnsPager
          page={page}
          perPage={pageSize}
          total={meta.total_count}
          totalPages={meta.total_pages}
          onPage={(p) => goTo(p, list.data)}
          pageSizes={pageSizes}
          onPageSize={setPageSize}
        />
      )}
      <TaxReturnDialogs
        open={open}
        onOpen={setOpen}
        onClose={close}
        onUploaded={uploaded}
        onDelete={(row) => void remove(row)}
      />
    </>
  );
}
