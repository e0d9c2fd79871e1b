import { describe, expect, it } from 'vitest';
import { notificationHref, notificationTarget } from './notifications';
import { isAway } from './out-of-office';

describe('where a notification’s link opens (QD §2)', () => {
  it('a companyId and questionnaireId pair opens the questionnaire preview', () => {
    expect(notificationTarget('/overview?companyId=c1&questionnaireId=q9')).toBe('/preview/c1/questionnaire/q9');
  });
  it('/admin-documents/{hash}?path=... becomes the entity’s documents, and a path of all becomes empty', () => {
    expect(notificationTarget('/admin-documents/h4sh?path=%2FAttachments')).toBe(
      '/admin/h4sh/documents?path=%2FAttachments',
    );
    expect(notificationTarget('/admin-documents/h4sh?path=all')).toBe('/admin/h4sh/documents?path=');
  });
  it('keeps other portal paths and never leaves the portal', () => {
    expect(notificationHref('/admin/h4sh/messages/c7')).toBe('/admin/h4sh/messages/c7');
    for (const link of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', '', null])
      expect(notificationHref(link)).toBeNull();
  });
  it('opens only screens the portal has; a questionnaire’s link opens its preview', () => {
    expect(notificationHref('/admin/h4sh/messages')).toBe('/admin/h4sh/messages');
    expect(notificationHref('/messages')).toBe('/messages');
    expect(notificationHref('/admin/h4sh')).toBe('/admin/h4sh');
    expect(notificationHref('/admin')).toBe('/admin');
    // The import-finished notification opens the import's report on the Users page.
    expect(notificationHref('/clients?import=imp1')).toBe('/clients?import=imp1');
    // A drop's notification opens its 'Drop Link.zip' page (FA §2.9).
    expect(notificationHref('/drop-link-downloads/Dana%20Dropper%202026-03-04%2009-05-07')).toBe(
      '/drop-link-downloads/Dana%20Dropper%202026-03-04%2009-05-07',
    );
    // A document notification opens the entity's documents at the folder (issue 14).
    expect(notificationHref('/admin-documents/h4sh?path=%2FAttachments')).toBe(
      '/admin/h4sh/documents?path=%2FAttachments',
    );
    expect(notificationHref('/admin/h4sh/documents?path=/Attachments')).toBe('/admin/h4sh/documents?path=/Attachments');
    // A questionnaire's notification (a companyId and questionnaireId pair) opens its staff preview (issue 16).
    expect(notificationHref('/overview?companyId=c1&questionnaireId=q9')).toBe('/preview/c1/questionnaire/q9');
    expect(notificationHref('/questionnaire/h4sh?questionnaireId=q9')).toBe('/questionnaire/h4sh?questionnaireId=q9');
    for (const link of ['/nowhere', '/preview/c1/questionnaire/q9/more']) expect(notificationHref(link)).toBeNull();
  });
});

describe('out of office covers its period only', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('on with no dates: from now until turned off', () => {
    expect(isAway({ out_of_office: true }, now)).toBe(true);
    expect(isAway({ out_of_office: false }, now)).toBe(false);
  });
  it('not before the start, not from the end on', () => {
    expect(isAway({ out_of_office: true, out_of_office_start: '2026-11-24T00:00:00Z' }, now)).toBe(false);
    expect(isAway({ out_of_office: true, out_of_office_end: '2026-11-23T12:00:00Z' }, now)).toBe(false);
    expect(
      isAway(
        { out_of_office: true, out_of_office_start: '2026-11-20T00:00:00Z', out_of_office_end: '2026-11-30T00:00:00Z' },
        now,
      ),
    ).toBe(true);
  });
});
