import { Button, Field, makeStyles, SearchBox, Select, Spinner, Switch, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { notificationsPerPage, notificationTypes } from '@ledgerline/shared/notifications';
import { notifications, type NotificationView } from '../../api/notifications';
import { useDebounced } from '../../hooks/useDebounced';
import { useNotificationFeed, useRevalidateNotifications } from '../../hooks/useNotifications';
import { notificationsText } from '../../texts/notifications';
import { toastInfo, toastSuccess } from '../../toast';
import { Pager } from '../Pager';
import { NotificationRow } from './NotificationRow';

const useStyles = makeStyles({
  feed: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  unread: { marginRight: 'auto', color: tokens.colorNeutralForeground2 },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  empty: { color: tokens.colorNeutralForeground2, margin: 0 },
  outcome: { margin: 0, color: tokens.colorNeutralForeground2 },
});

const searchDebounceMs = 400;

/**
 * FA §2.5: the notifications feed. A page at a time with search, unread-only and type filters; dismiss one
 * or all; the daily summary by email. Changing a filter starts again at the first page.
 */
export function NotificationFeed({ onNavigate }: { onNavigate: () => void }) {
  const s = useStyles();
  const [search, setSearch] = useState('');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [type, setType] = useState<number | null>(null);
  const query = useDebounced(search, searchDebounceMs);
  const filters = JSON.stringify([query.trim(), unreadOnly, type]);
  const [paging, setPaging] = useState({ filters, page: 1 });
  const page = paging.filters === filters ? paging.page : 1;
  const setPage = (p: number) => setPaging({ filters, page: p });

  const feed = useNotificationFeed({ page, search: query, unreadOnly, type });
  const revalidate = useRevalidateNotifications();
  const list = useRef<HTMLUListElement>(null);
  const [busy, setBusy] = useState<'all' | 'daily' | null>(null);
  // The toaster sits behind the modal drawer (covered, and hidden from assistive technology while it is
  // open), so the server's answers also show here.
  const [announcement, setAnnouncement] = useState('');
  const data = feed.data;

  // A dismissal can empty the last page of an unread-only list: show the page that is now last.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / notificationsPerPage)) : 1;
  useEffect(() => {
    if (data && page > lastPage) setPaging({ filters, page: lastPage });
  }, [data, page, lastPage, filters]);

  async function dismiss(n: NotificationView) {
    const res = await notifications.dismiss(n.id);
    if (!res?.ok) return;
    await revalidate();
    setAnnouncement(res.data.message);
    // The row's button is gone (and with Unread only, the row too): keep keyboard focus in the list.
    list.current?.focus();
  }

  /** Opening a notification marks it read (the drawer closes; the bell's count follows when the call answers). */
  function open(n: NotificationView) {
    if (!n.dismissed)
      void notifications.markRead(n.id).then((res) => {
        if (res?.ok) void revalidate();
      });
    onNavigate();
  }

  async function dismissAll() {
    setBusy('all');
    const res = await notifications.dismissAll();
    if (res?.ok) {
      await revalidate();
      toastSuccess(res.data.message);
      setAnnouncement(res.data.message);
    }
    setBusy(null);
  }

  async function sendDaily() {
    setBusy('daily');
    const res = await notifications.sendDaily();
    if (res?.ok) {
      (res.data.count > 0 ? toastSuccess : toastInfo)(res.data.message);
      setAnnouncement(res.data.message);
    }
    setBusy(null);
  }

  const filtering = query.trim() !== '' || unreadOnly || type !== null;
  const rows = data?.notifications ?? [];
  return (
    <div className={s.feed}>
      <SearchBox
        aria-label={notificationsText.search}
        placeholder={notificationsText.search}
        maxLength={200}
        value={search}
        onChange={(_, d) => setSearch(d.value)}
      />
      <div className={s.filters}>
        <Switch
          label={notificationsText.unreadOnly}
          checked={unreadOnly}
          onChange={(_, d) => setUnreadOnly(d.checked)}
        />
        <Field label={notificationsText.type}>
          <Select
            value={type === null ? '' : String(type)}
            onChange={(_, d) => setType(d.value === '' ? null : Number(d.value))}
          >
            <option value="">{notificationsText.allTypes}</option>
            {notificationTypes.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className={s.actions}>
        {/* The bell behind the modal drawer is hidden from assistive technology meanwhile: the count shows here too. */}
        {data && <span className={s.unread}>{notificationsText.unreadCount(data.unread_count)}</span>}
        <Button disabledFocusable={busy !== null || !data || data.unread_count === 0} onClick={() => void dismissAll()}>
          {notificationsText.dismissAll}
        </Button>
        <Button disabledFocusable={busy !== null} onClick={() => void sendDaily()}>
          {notificationsText.emailDailySummary}
        </Button>
      </div>
      <p role="status" className={s.outcome}>
        {announcement}
      </p>
      {!data && feed.isLoading ? (
        <Spinner size="small" label={notificationsText.loading} />
      ) : rows.length === 0 ? (
        // MD §8: a list that fails to load shows empty.
        <p className={s.empty} role="status">
          {filtering ? notificationsText.noMatches : notificationsText.empty}
        </p>
      ) : (
        <ul ref={list} tabIndex={-1} aria-label={notificationsText.list} className={s.list}>
          {rows.map((n) => (
            <NotificationRow key={n.id} notification={n} onOpen={open} onDismiss={(x) => void dismiss(x)} />
          ))}
        </ul>
      )}
      {data && (
        <Pager
          label={notificationsText.pages}
          page={page}
          perPage={data.per_page}
          total={data.total}
          onPage={setPage}
        />
      )}
    </div>
  );
}
