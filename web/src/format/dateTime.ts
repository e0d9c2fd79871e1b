/**
 * The shared date module (@ledgerline/shared/time/format) bound to the browser's zone: every screen shows dates
 * as 'MMM D, YYYY', times as 'MMM D, YYYY h:mm A' (e.g. 'Mar 4, 2026 9:05 AM'), and the feed, for the last day,
 * a relative phrase ('5 minutes ago').
 */
import {
  formatDate as formatDateIn,
  formatDateTime as formatDateTimeIn,
  formatRelativeDateTime as formatRelativeDateTimeIn,
  type Instant,
} from '@ledgerline/shared/time/format';

/** The zone dates are shown and date inputs read in: the browser's, the clock the person looks at. */
export const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export const formatDate = (at: Instant) => formatDateIn(at, browserZone);

export const formatDateTime = (at: Instant) => formatDateTimeIn(at, browserZone);

/** A calendar date ('YYYY-MM-DD', a due date) as 'MMM D, YYYY': read at noon UTC, it is the same day in every US zone. */
export const formatCalendarDate = (date: string) => formatDate(`${date}T12:00:00Z`);

export const formatRelativeDateTime = (at: Instant, now: Instant = Date.now()) =>
  formatRelativeDateTimeIn(at, browserZone, now);
