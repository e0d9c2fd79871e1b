import { describe, expect, it } from 'vitest';
import { isOpenableScreen } from '@ledgerline/shared/notifications';
import type { NotificationItem } from '../platform/data/entities/notification';
import { digestMail } from './digest';

const item = (text: string, link: string): NotificationItem =>
  ({
    firmId: 'f',
    userId: 'u',
    notificationId: text,
    created_at: '2026-11-23T12:00:00.000Z',
    text,
    client_name: 'Casey Client',
    link,
    type: 8,
    dismissed: false,
    search_text: text.toLowerCase(),
    ttl: 0,
  }) as NotificationItem;

describe('the daily summary’s links', () => {
  it('link only to screens the portal has: the entity page, its messages and its documents are links', () => {
    const mail = digestMail(
      'Demo Firm',
      [
        item('New message from Casey Client', '/admin/h4sh/messages/c1'),
        item('Casey Client uploaded W-2.pdf', '/admin-documents/h4sh?path=%2FAttachments'),
        item('Casey Client requested changes to the 2025 tax return: typo', '/admin/h4sh'),
      ],
      'https://portal.example/',
      'Pacific Time (US & Canada)',
    );
    const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => new URL(m[1]!).pathname);
    expect(links).toEqual(['/admin/h4sh/messages/c1', '/admin/h4sh/documents', '/admin/h4sh']);
    expect(links.every(isOpenableScreen)).toBe(true);
    expect(mail.text).toContain('/admin/h4sh/documents?path=%2FAttachments');
    expect(mail.html).toContain('Casey Client uploaded W-2.pdf (Casey Client)');
    expect(mail.html).toContain('requested changes to the 2025 tax return');
  });
});
