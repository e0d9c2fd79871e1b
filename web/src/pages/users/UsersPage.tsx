import { Button, makeStyles, Spinner, Text, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { AddRegular, ArrowUploadRegular, PersonAddRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { inviteText } from '@ledgerline/shared/self-sign-up';
import { isTemporaryEmail } from '@ledgerline/shared/users';
import type { CurrentUser } from '../../api/types';
import { userAdmin } from '../../api/user-admin';
import type { ClientRow } from '../../api/users';
import { Pager } from '../../components/Pager';
import { PageHeading } from '../../components/PageHeading';
import { UsersBulkBar, type BulkAction } from '../../components/directory/UsersBulkBar';
import { noFilters, UsersFilters, type UserFilters } from '../../components/directory/UsersFilters';
import { UsersTable, type UserSort, type UserTableRow } from '../../components/directory/UsersTable';
import { mayAssignFirmUser } from '../../components/directory/user-rules';
import { useClientTags } from '../../hooks/useClientTags';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useDebounced } from '../../hooks/useDebounced';
import { pagingText } from '../../texts/paging';
import { useDirectoryPaging } from '../../hooks/useDirectoryPaging';
import { useFirmGroups } from '../../hooks/useFirmGroups';
import { useFirmUsers } from '../../hooks/useFirmUsers';
import { useIsNarrow } from '../../hooks/useMediaQuery';
import { pageSizes, usePageSize } from '../../hooks/usePageSize';
import { useRevalidateUserLists, useUserDirectory } from '../../hooks/useUserDirectory';
import { usersLabels as l, usersSpecText as t } from '../../texts/users';
import { showToast, toastSuccess } from '../../toast';

// The dialogs load when first opened: the list shows without their code.
const CreateUserDialog = lazy(() =>
  import('../../components/directory/CreateUserDialog').then((m) => ({ default: m.CreateUserDialog })),
);
const AssignFirmUserDialog = lazy(() =>
  import('../../components/ui/AssignClientsFirmUserDialog').then((m) => ({ default: m.AssignClientsFirmUserDialog })),
);
const SendLoginInfoDialog = lazy(() =>
  import('../../components/directory/SendLoginInfoDialog').then((m) => ({ default: m.SendLoginInfoDialog })),
);
const UserTagsDialog = lazy(() =>
  import('../../components/directory/UserTagsDialog').then((m) => ({ default: m.UserTagsDialog })),
);
const ImportReportDialog = lazy(() =>
  import('../../components/directory/ImportReportDialog').then((m) => ({ default: m.ImportReportDialog })),
);
const InviteFirmUserDialog = lazy(() =>
  import('../../components/directory/InviteFirmUserDialog').then((m) => ({ default: m.InviteFirmUserDialog })),
);
const ImportDialog = lazy(() =>
  import('../../components/directory/ImportDialog').then((m) => ({ default: m.ImportDialog })),
);

const useStyles = makeStyles({
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalM },
  empty: { color: tokens.colorNeutralForeground2 },
  pager: { marginTop: tokens.spacingVerticalM },
});

/** FA §9: user search waits 300 ms. */
const searchDebounceMs = 300;

type Dialog = 'create' | 'import' | 'invite' | BulkAction | null;

/** What a selected row needs to be acted on after it scrolls off the page (bulk dialogs read the group). */
interface Picked {
  id: string;
  firm_group_id: string | null;
}

/**
 * FA §2.5 Users page (/clients, staff): the client directory with search, filters, sortable columns (default
 * created_at descending) and paging (10/20/50 remembered, FA §9); selection with bulk tags, client assignments and
 * login info; restore of deleted users; Create User and Import.
 */
export default function UsersPage() {
  const { data: me } = useCurrentUser();
  if (!me?.user.is_advisor) return null;
  return <UsersDirectory me={me} />;
}

function UsersDirectory({ me }: { me: CurrentUser }) {
  const s = useStyles();
  const narrow = useIsNarrow();
  const groupLimited = me.user.firm_access === 'group';
  const ownGroup = groupLimited ? me.user.firm_group : null;
  const [filters, setFilters] = useState<UserFilters>({ ...noFilters, groupId: ownGroup ?? '' });
  const [sort, setSort] = useState<UserSort>({ field: 'created_at', descending: true });
  const [pageSize, setPageSize] = usePageSize('users');
  const search = useDebounced(filters.search.trim(), searchDebounceMs);
  const listKey = JSON.stringify([search, { ...filters, search: '' }, sort, pageSize]);
  const { page, cursor, goTo } = useDirectoryPaging(listKey);
  const [selected, setSelected] = useState<Map<string, Picked>>(new Map());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [restoring, setRestoring] = useState<string | null>(null);
  const revalidate = useRevalidateUserLists();
  // The dialogs open by state, not a DialogTrigger: this marks where focus goes back to.
  const restoreFocusHere = useRestoreFocusTarget();
  // The import-finished notification links to /clients?import={id}: the page opens that import's report.
  const [params, setParams] = useSearchParams();
  const reportId = params.get('import');
  const closeReport = () =>
    setParams(
      (p) => {
        p.delete('import');
        return p;
      },
      { replace: true },
    );

  const firmUsers = useFirmUsers();
  const tags = useClientTags();
  // FA §6: a group-limited user's group selector shows their own group, disabled.
  const groups = useFirmGroups(me);
  const list = useUserDirectory(
    {
      page,
      cursor,
      rows_per_page: pageSize,
      sort_by: sort.field,
      descending: sort.descending,
      search_term: search || undefined,
      assigned_advisor_id: filters.advisorId || undefined,
      firm_group_id: (ownGroup ?? filters.groupId) || undefined,
      hide_inactives: filters.hideInactive,
      hide_actives: filters.hideActive,
      show_only_deleted: filters.onlyDeleted,
      selected_client_tags_filter: filters.tagIds,
    },
    true,
  );

  const advisorNames = useMemo(
    () => new Map((firmUsers.data ?? []).map((u) => [u.id, u.full_name || u.email])),
    [firmUsers.data],
  );
  const advisorChoices = useMemo(
    () =>
      (firmUsers.data ?? [])
        .map((u) => ({ id: u.id, name: u.full_name || u.email }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [firmUsers.data],
  );
  const users = list.data?.users ?? [];
  const byId = new Map(users.map((u) => [u.id, u]));
  const rows: UserTableRow[] = users.map((u) => rowOf(u, filters.onlyDeleted, advisorNames));

  const select = (picked: UserTableRow[], on: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      for (const r of picked) {
        if (on) next.set(r.id, { id: r.id, firm_group_id: byId.get(r.id)?.firm_group_id ?? null });
        else next.delete(r.id);
      }
      return next;
    });
  const changeFilters = (patch: Partial<UserFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const openBulk = (action: BulkAction) => {
    if (selected.size === 0) return showToast('warning', t.noSelection);
    setDialog(action);
  };
  const afterBulk = () => {
    setDialog(null);
    void revalidate();
  };

  async function restore(row: UserTableRow) {
    setRestoring(row.id);
    const res = await userAdmin.restore(row.id);
    setRestoring(null);
    if (!res?.ok) return;
    toastSuccess(l.restored(row.full_name));
    void revalidate();
  }

  const total = list.data?.total ?? 0;
  return (
    <>
      <div className={s.head}>
        <PageHeading>{l.heading}</PageHeading>
      </div>
      <div className={s.actions}>
        <Button {...restoreFocusHere} appearance="primary" icon={<AddRegular />} onClick={() => setDialog('create')}>
          {l.createUser}
        </Button>
        {mayInvite(me.user.firm_access) && (
          <Button {...restoreFocusHere} icon={<PersonAddRegular />} onClick={() => setDialog('invite')}>
            {inviteText.button}
          </Button>
        )}
        {mayImport(me.user.firm_access) && (
          <Button {...restoreFocusHere} icon={<ArrowUploadRegular />} onClick={() => setDialog('import')}>
            {l.import}
          </Button>
        )}
      </div>
      <UsersFilters
        value={filters}
        onChange={changeFilters}
        advisors={advisorChoices}
        groups={groups}
        groupLocked={groupLimited}
        tags={tags.data ?? null}
      />
      <UsersBulkBar
        count={selected.size}
        mayAssign={mayAssignFirmUser(me.user.firm_access)}
        onAction={openBulk}
        onClear={() => setSelected(new Map())}
      />
      {!list.data && list.isLoading ? (
        <Spinner label={l.loading} />
      ) : rows.length === 0 ? (
        <p className={s.empty} role="status">
          {l.empty}
        </p>
      ) : (
        <UsersTable
          rows={rows}
          sort={sort}
          onSort={setSort}
          selected={new Set(selected.keys())}
          onSelect={select}
          onRestore={restore}
          restoring={restoring}
          narrow={narrow}
        />
      )}
      <div className={s.pager}>
        {list.data?.search_capped && <Text role="status">{pagingText.searchCapped}</Text>}
        <Pager
          label={l.pages}
          page={page}
          perPage={pageSize}
          total={total}
          onPage={(p) => goTo(p, list.data)}
          pageSizes={pageSizes}
          onPageSize={setPageSize}
        />
      </div>
      <Suspense fallback={null}>
        {dialog === 'create' && (
          <CreateUserDialog
            firmUsers={firmUsers.data ?? []}
            groups={groups}
            ownGroupId={ownGroup}
            onClose={() => setDialog(null)}
            onCreated={() => {
              setDialog(null);
              void revalidate();
            }}
          />
        )}
        {dialog === 'import' && <ImportDialog onClose={() => setDialog(null)} />}
        {dialog === 'invite' && (
          <InviteFirmUserDialog
            callerIsPartner={me.user.firm_access === 'partner'}
            groups={groups}
            onClose={() => setDialog(null)}
          />
        )}
        {reportId && <ImportReportDialog importId={reportId} onClose={closeReport} />}
        {dialog === 'tags' && (
          <UserTagsDialog
            mode={{ kind: 'bulk', userIds: [...selected.keys()] }}
            onDone={afterBulk}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 'assign' && (
          <AssignFirmUserDialog
            firmUsers={firmUsers.data ?? []}
            clients={[...selected.values()]}
            onDone={afterBulk}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 'login' && (
          <SendLoginInfoDialog userIds={[...selected.keys()]} onDone={afterBulk} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </>
  );
}

/** FA §6, §7.5: partners and admins invite firm users (the route's access). */
const mayInvite = (access: CurrentUser['user']['firm_access']) => access === 'partner' || access === 'admin';

/** Imports create clients and assign firm users: partner, admin and full users (the import routes' access). */
const mayImport = (access: CurrentUser['user']['firm_access']) =>
  access === 'partner' || access === 'admin' || access === 'full';

function rowOf(u: ClientRow, deleted: boolean, advisors: Map<string, string>): UserTableRow {
  return {
    id: u.id,
    full_name: u.full_name || u.email,
    // A temporary email is one the server made up: the person has none (FA §5.1).
    email: isTemporaryEmail(u.email) ? '' : u.email,
    phone: u.phone_number,
    advisor: u.assigned_advisor_id ? (advisors.get(u.assigned_advisor_id) ?? null) : null,
    tags: (u.contact_tags ?? []).map((t) => t.name),
    status: deleted ? 'deleted' : u.paying ? 'active' : 'inactive',
    created_at: u.created_at,
  };
}
