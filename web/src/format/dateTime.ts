/**
 * Times as the feed and the activity log show them, in the browser's zone: 'MMM D, YYYY h:mm A'
 * (e.g. 'Mar 4, 2026 9:05 AM'), or for the last day a relative phrase ('5 minutes ago').
 */
const parts = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

export function formatDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute} ${String(p.dayPeriod).toUpperCase()}`;
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** Within the last day: 'Just now', 'N minutes ago', 'N hours ago'; older (or in the future): the full time. */
export function formatRelativeDateTime(iso: string, now = Date.now()): string {
  const ago = now - new Date(iso).getTime();
  if (Number.isNaN(ago) || ago < -minute || ago >= day) return formatDateTime(iso);
  if (ago < minute) return 'Just now';
  if (ago < hour) return relative.format(-Math.floor(ago / minute), 'minute');
  return relative.format(-Math.floor(ago / hour), 'hour');
}
