import {
  Field,
  makeStyles,
  SearchBox,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { activityPageSize, activityTypes } from '@ledgerline/shared/activity-types';
import type { ActivityView } from '../api/activity';
import { Pager } from '../components/Pager';
import { PageHeading } from '../components/PageHeading';
import { RouterLink } from '../components/RouterLink';
import { ActivityTypeBadge } from '../components/activities/ActivityTypeBadge';
import { formatDateTime } from '../format/dateTime';
import { useActivityEntities, useActivityLog } from '../hooks/useActivityLog';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { useDebounced } from '../hooks/useDebounced';
import { activitiesText as t } from '../texts/activities';
import NotFoundPage from './NotFoundPage';

const useStyles = makeStyles({
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  search: { minWidth: '240px' },
  // The table scrolls sideways inside its frame on a narrow screen, not the page.
  frame: {
    overflowX: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    marginBottom: tokens.spacingVerticalM,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  table: { minWidth: '760px' },
  when: { width: '170px' },
  type: { width: '200px' },
  nowrap: { whiteSpace: 'nowrap' },
  empty: { color: tokens.colorNeutralForeground2 },
});

const searchDebounceMs = 400;

/** The entity's name, opening its page (/admin/{hash}) when the activity names one. */
function EntityCell({ a }: { a: ActivityView }) {
  if (!a.company_name) return t.none;
  return a.company_hash ? <RouterLink to={`/admin/${a.company_hash}`}>{a.company_name}</RouterLink> : a.company_name;
}

/**
 * FA §2.2 /activities (staff; the nav link shows when the firm enables all activities): the firm's activity
 * log, newest first, 32 a page (MD §9), with a type filter in the types' colours (FA §3.5) and search.
 */
export default function ActivitiesPage() {
  const s = useStyles();
  const { data: me } = useCurrentUser();
  const [typeId, setTypeId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const query = useDebounced(search, searchDebounceMs);
  const filters = JSON.stringify([typeId, query.trim()]);
  const [paging, setPaging] = useState({ filters, page: 1 });
  const page = paging.filters === filters ? paging.page : 1;
  // FA §6: group-limited staff read one entity of their group at a time: they choose it here.
  const groupLimited = me?.user.firm_access === 'group';
  const [companyId, setCompanyId] = useState('');
  const entities = useActivityEntities(Boolean(me?.user.is_advisor) && groupLimited);
  const log = useActivityLog({
    page,
    typeId,
    search: query,
    companyId: companyId || undefined,
    enabled: Boolean(me?.user.is_advisor) && (!groupLimited || companyId !== ''),
  });

  if (!me) return null;
  if (!me.user.is_advisor) return <NotFoundPage />;

  const data = log.data;
  const rows = data?.activities ?? [];
  // A group-limited user is told to choose an entity (403); other failures show the list empty (MD §8).
  const refused =
    groupLimited && !companyId ? t.chooseEntityFirst : log.error?.status === 403 ? log.error.message : null;
  const groupEntities = entities.data?.entities ?? [];
  return (
    <>
      <PageHeading>{t.heading}</PageHeading>
      <div className={s.filters}>
        {groupLimited && (
          <Field label={t.entity}>
            <Select
              value={companyId}
              onChange={(_, d) => {
                setCompanyId(d.value);
                setPaging({ filters, page: 1 });
              }}
            >
              <option value="">{t.chooseEntity}</option>
              {groupEntities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label={t.type}>
          <Select
            value={typeId === null ? '' : String(typeId)}
            onChange={(_, d) => setTypeId(d.value === '' ? null : Number(d.value))}
          >
            <option value="">{t.allTypes}</option>
            {activityTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.label}
              </option>
            ))}
          </Select>
        </Field>
        <SearchBox
          className={s.search}
          aria-label={t.search}
          placeholder={t.search}
          maxLength={200}
          value={search}
          onChange={(_, d) => setSearch(d.value)}
        />
      </div>
      {groupLimited && entities.data && groupEntities.length === 0 ? (
        <p className={s.empty} role="status">
          {t.noGroupEntities}
        </p>
      ) : !data && log.isLoading ? (
        <Spinner label={t.loading} />
      ) : refused || rows.length === 0 ? (
        <p className={s.empty} role="status">
          {refused ?? t.empty}
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be focusable to scroll with the keyboard (axe scrollable-region-focusable)
        // biome-ignore lint/a11y/useSemanticElements: the frame is a labelled scroll region around the table, not a page section
        <div className={s.frame} role="region" aria-label={t.table} tabIndex={0}>
          <Table className={s.table} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={s.when}>{t.columns.when}</TableHeaderCell>
                <TableHeaderCell className={s.type}>{t.columns.type}</TableHeaderCell>
                <TableHeaderCell>{t.columns.title}</TableHeaderCell>
                <TableHeaderCell>{t.columns.description}</TableHeaderCell>
                <TableHeaderCell>{t.columns.by}</TableHeaderCell>
                <TableHeaderCell>{t.columns.entity}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((a) => (
                <TableRow key={a.id}>
                  <TableCell className={s.nowrap}>
                    <time dateTime={a.created_at}>{formatDateTime(a.created_at)}</time>
                  </TableCell>
                  <TableCell>
                    <ActivityTypeBadge typeId={a.type_id} />
                  </TableCell>
                  <TableCell>{a.title}</TableCell>
                  <TableCell>{a.description || t.none}</TableCell>
                  <TableCell>{a.user_name ?? (a.user_id ? t.none : t.system)}</TableCell>
                  <TableCell>
                    <EntityCell a={a} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {data && !refused && (
        <Pager
          label={t.pages}
          page={page}
          perPage={data.per_page || activityPageSize}
          total={data.total}
          onPage={(p) => setPaging({ filters, page: p })}
        />
      )}
    </>
  );
}
