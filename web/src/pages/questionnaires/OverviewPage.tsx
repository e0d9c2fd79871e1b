import { Button, makeStyles, SearchBox, Spinner, Text, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { tagText } from '@ledgerline/shared/tags';
import { sendingText } from '@ledgerline/shared/questionnaire-sending';
import { questionnaireText } from '@ledgerline/shared/questionnaires';
import { useMemo, useState } from 'react';
import { entityTags } from '../../api/entities';
import type { CollectRow, SendAnswer } from '../../api/questionnaires-staff';
import { UpdateTagsDialog } from '../../components/entities/TagDialogs';
import { Pager } from '../../components/Pager';
import { PageHeading } from '../../components/PageHeading';
import { AdvisorQuestionnaireDialog } from '../../components/questionnaires/preview/AdvisorQuestionnaireDialog';
import { CollectBulkBar, type BulkAction } from '../../components/questionnaires/collect/CollectBulkBar';
import { CollectBulkDialogs } from '../../components/questionnaires/collect/CollectBulkDialogs';
import { CollectFilters } from '../../components/questionnaires/collect/CollectFilters';
import { CollectTable } from '../../components/questionnaires/collect/CollectTable';
import {
  collectQuery,
  defaultCollectSort,
  isFilteringCollect,
  noCollectFilters,
  type CollectFilterState,
  type CollectSort,
} from '../../components/questionnaires/collect/collect-query';
import {
  selectedCompanyIds,
  selectionKind,
  toggled,
  type SelectedRows,
} from '../../components/questionnaires/collect/collect-selection';
import { QueueStatusBanner } from '../../components/questionnaires/collect/QueueStatusBanner';
import { UsageSummary } from '../../components/questionnaires/collect/UsageSummary';
import { EditRemindersDialog } from '../../components/questionnaires/send/EditRemindersDialog';
import { SendQuestionnaireDialog } from '../../components/questionnaires/send/SendQuestionnaireDialog';
import { SendRemindersDialog } from '../../components/questionnaires/send/SendRemindersDialog';
import { listPollMs, useSendQueue } from '../../components/questionnaires/collect/useSendQueue';
import { useCollect, useQuestionnaireUsage, useRefreshQuestionnaires } from '../../hooks/useCollect';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useDebounced } from '../../hooks/useDebounced';
import { useDirectoryPaging } from '../../hooks/useDirectoryPaging';
import { useEntityTags } from '../../hooks/useEntityList';
import { useEntityTypes, useUsedEntityTypes } from '../../hooks/useEntityTypes';
import { useFirmGroups } from '../../hooks/useFirmGroups';
import { useFirmUsers } from '../../hooks/useFirmUsers';
import { useIsNarrow } from '../../hooks/useMediaQuery';
import { pageSizes, usePageSize } from '../../hooks/usePageSize';
import { useFirmCustomStatuses } from '../../hooks/useQuestionnaires';
import { setTaxYear, useTaxYear } from '../../hooks/useTaxYear';
import { collectText as t } from '../../texts/collect';
import { pagingText } from '../../texts/paging';
import { sendLabels } from '../../texts/send-questionnaire';
import { showToast, toastError, toastSuccess } from '../../toast';

const useStyles = makeStyles({
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalM,
  },
  search: { flex: '1 1 240px', maxWidth: '420px' },
  filters: { marginBottom: tokens.spacingVerticalM },
  empty: { color: tokens.colorNeutralForeground2 },
  pager: { marginTop: tokens.spacingVerticalS },
});

/** FA §9: the search waits until typing has stopped for 300 ms. */
const searchDebounceMs = 300;

/**
 * FA §2.2 Collect (/overview, staff): the firm's questionnaires of a tax year (the year kept in a cookie, FA §9),
 * filtered, searched and sorted on the list's designed keys (last activity, newest first, by default), paged
 * 10/20/50 (remembered), with the year's counts by status, Send Questionnaire, the queue status banner while a
 * send is going out (QD §4), the advisor preview of a questionnaire, and the bulk actions of QD §2.
 */
export default function OverviewPage() {
  const s = useStyles();
  const { data: me } = useCurrentUser();
  const advisor = Boolean(me?.user.is_advisor);
  const narrow = useIsNarrow();
  const year = useTaxYear();
  const [search, setSearch] = useState('');
  const term = useDebounced(search, searchDebounceMs).trim();
  const [filters, setFilters] = useState<CollectFilterState>(noCollectFilters);
  const [sort, setSort] = useState<CollectSort>(defaultCollectSort);
  const [pageSize, setPageSize] = usePageSize('collect');
  // A new year, search, filter, order or page size starts again at page 1.
  const { page, cursor, goTo } = useDirectoryPaging(JSON.stringify([year, term, filters, sort, pageSize]));
  const [selected, setSelected] = useState<SelectedRows>(() => new Map());
  const [action, setAction] = useState<BulkAction | null>(null);
  const [previewing, setPreviewing] = useState<CollectRow | null>(null);

  const queue = useSendQueue();
  const query = collectQuery({ year, filters, search: term, sort, page, rowsPerPage: pageSize, cursor });
  const list = useCollect(advisor ? query : null, queue.polling ? listPollMs : 0);
  const usage = useQuestionnaireUsage(advisor ? year : null);
  const refresh = useRefreshQuestionnaires();
  const firmUsers = useFirmUsers(advisor);
  const firmGroups = useFirmGroups(me);
  const tags = useEntityTags(advisor);
  const usedTypes = useUsedEntityTypes(advisor);
  const entityTypes = useEntityTypes();
  const customStatuses = useFirmCustomStatuses(advisor && me ? me.firm.id : null);

  const customStatusNames = useMemo(
    () =>
      new Map(
        [...(customStatuses.data?.values() ?? [])].map((c) => [
          c.id,
          c.firm_user_display_status || c.client_display_status,
        ]),
      ),
    [customStatuses.data],
  );

  if (!me) return null;

  const rows = list.data?.questionnaires ?? [];
  const total = list.data?.total ?? 0;
  const selectedRows = [...selected.values()];
  const kind = selectionKind(selectedRows);
  const filtering = isFilteringCollect(filters) || search !== '';

  function resetFilters() {
    setFilters(noCollectFilters);
    setSearch('');
  }

  function onSent(answer: SendAnswer) {
    // QD §4: a send that went to the queue is followed by polling. (The send dialog itself reads the lists again
    // now and 3 s later, FA §9, for a send made while the request waited.)
    if (answer.queued) queue.start();
  }

  function afterBulk() {
    setSelected(new Map());
    void refresh();
  }

  function onAction(next: BulkAction) {
    // QD §8: an action with nothing selected says so instead of opening.
    if (selected.size === 0) return showToast('warning', sendingText.noSelection);
    setAction(next);
  }

  return (
    <>
      <PageHeading>{t.heading}</PageHeading>
      {queue.showBanner && <QueueStatusBanner count={queue.count} onStop={queue.stop} onClear={queue.clear} />}
      <UsageSummary year={year} usage={usage.data} />
      <div className={s.tools}>
        <SearchBox
          className={s.search}
          aria-label={t.search}
          placeholder={t.search}
          maxLength={200}
          value={search}
          onChange={(_, d) => setSearch(d.value)}
        />
        <SendQuestionnaire onSent={onSent} />
      </div>
      <div className={s.filters}>
        <CollectFilters
          year={year}
          onYear={setTaxYear}
          value={filters}
          onChange={setFilters}
          onReset={resetFilters}
          canReset={filtering}
          entityTypes={usedTypes.data ?? entityTypes}
          firmGroups={firmGroups}
          firmUsers={(firmUsers.data ?? []).map((u) => ({ id: u.id, name: u.full_name }))}
          tags={tags.data ?? []}
          customStatuses={[...customStatusNames].map(([id, name]) => ({ id, name }))}
        />
      </div>
      <CollectBulkBar
        count={selected.size}
        kind={kind}
        deletedMode={filters.show_only_deleted}
        onAction={onAction}
        onClear={() => setSelected(new Map())}
        selectedIds={[...selected.keys()]}
        pageIds={rows.map((r) => r.id)}
      />
      {!list.data && list.isLoading ? (
        <Spinner label={t.loading} />
      ) : rows.length === 0 ? (
        <div className={s.empty} role="status">
          <p>{questionnaireText.noneFound}</p>
          {filtering && <Button onClick={resetFilters}>{t.resetFilters}</Button>}
        </div>
      ) : (
        <CollectTable
          rows={rows}
          customStatusNames={customStatusNames}
          sort={sort}
          onSort={setSort}
          selected={selected}
          onSelect={(picked, on) => setSelected((current) => toggled(current, picked, on))}
          onOpen={setPreviewing}
          narrow={narrow}
        />
      )}
      <div className={s.pager}>
        {list.data?.search_capped && <Text role="status">{pagingText.searchCapped}</Text>}
        <Pager
          label={t.pages}
          page={page}
          perPage={pageSize}
          total={total}
          onPage={(p) => goTo(p, list.data)}
          pageSizes={pageSizes}
          onPageSize={setPageSize}
        />
      </div>

      <CollectBulkDialogs action={action} rows={selectedRows} onClose={() => setAction(null)} onDone={afterBulk} />
      <OtherFeaturesBulkDialogs
        action={action}
        rows={selectedRows}
        tags={tags.data ?? []}
        onClose={() => setAction(null)}
        onDone={afterBulk}
      />
      {previewing && (
        <AdvisorQuestionnaireDialog
          companyId={previewing.company_id}
          questionnaireId={previewing.id}
          open
          onClose={() => {
            setPreviewing(null);
            // What was changed in the preview (a lock, a due date) shows in the list.
            void refresh();
          }}
        />
      )}
    </>
  );
}

/**
 * Collect's 'Send Questionnaire': the send feature's dialog, opened from here rather than with its own
 * SendQuestionnaireButton for two things Collect needs: the send's answer (`queued` starts the backlog polling,
 * QD §4), and the dialog mounted only while open (a closed Fluent dialog still starts the focus library's modal
 * handling, whose page-wide focus traps axe flags as aria-hidden-focus).
 */
function SendQuestionnaire({ onSent }: { onSent: (answer: SendAnswer) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button appearance="primary" icon={<SendRegular />} onClick={() => setOpen(true)}>
        {sendLabels.sendQuestionnaire}
      </Button>
      {open && <SendQuestionnaireDialog open onClose={() => setOpen(false)} onSent={onSent} />}
    </>
  );
}

/**
 * The bulk actions whose dialogs other features own (web features do not import each other; the page composes
 * them): Send reminders and Edit Reminders (the send feature), Update Tags on the selected questionnaires' entities
 * (the Entities page's dialog and bulk call, FA §2.5, §8.2 failures). Each is mounted only while open.
 */
function OtherFeaturesBulkDialogs({
  action,
  rows,
  tags,
  onClose,
  onDone,
}: {
  action: BulkAction | null;
  rows: CollectRow[];
  tags: { id: string; name: string }[];
  onClose: () => void;
  onDone: () => void;
}) {
  const ids = rows.map((r) => r.id);
  const done = () => {
    onClose();
    onDone();
  };
  async function saveTags(tagIds: string[], remove: boolean): Promise<boolean> {
    const res = await entityTags.saveForEntities(selectedCompanyIds(rows), tagIds, remove);
    if (!res?.ok) {
      toastError(res && res.status < 500 ? res.error : tagText.saveFailed);
      return false;
    }
    toastSuccess(res.data.message);
    onDone();
    return true;
  }
  if (action === 'reminders')
    return <SendRemindersDialog open questionnaireIds={ids} onClose={onClose} onDone={done} />;
  if (action === 'edit-reminders')
    return (
      <EditRemindersDialog
        open
        questionnaireIds={ids}
        onClose={onClose}
        onDone={done}
        initial={{ reminders_disabled: rows.every((r) => r.reminders_disabled) }}
      />
    );
  if (action === 'tags')
    return (
      <UpdateTagsDialog tags={tags} count={selectedCompanyIds(rows).length} onApply={saveTags} onClose={onClose} />
    );
  return null;
}
