import { describe, expect, it } from 'vitest';
import { placeholderValues } from '@ledgerline/shared/mass-email';
import { renderMassEmail, themeColour } from './mass-email-render';

const values = placeholderValues(
  { fname: 'Casey', lname: 'Client', preferred_name: null, email: 'casey@x.test', phone_number: '5551234567' },
  'Pat Partner',
);

describe('a mass email as one recipient reads it', () => {
  it('fills every placeholder with the recipient’s own details, in the subject too', () => {
    const m = renderMassEmail(
      { name: 'Firm' },
      'For {client_fname}',
      '{client_fname}|{client_lname}|{client_full_name}|{client_preferred_name}|{client_email}|{client_phone_number}|{assigned_firm_user_name}|{unknown}',
      values,
    );
    expect(m.subject).toBe('For Casey');
    expect(m.text).toContain('Casey|Client|Casey Client|Casey|casey@x.test|(555) 123-4567|Pat Partner|{unknown}');
  });
  it('turns newlines into line breaks and escapes what the writer typed', () => {
    const m = renderMassEmail({ name: 'A & B' }, 's', 'Line 1\nLine <b>2</b>', values);
    expect(m.html).toContain('Line 1<br>Line &lt;b&gt;2&lt;/b&gt;');
    expect(m.html).toContain('A &amp; B');
  });
  it('carries the firm’s theme colour, and only a real colour', () => {
    expect(renderMassEmail({ name: 'F', primary: '#AA3300' }, 's', 'b', values).html).toContain('#AA3300');
    expect(themeColour('red;background:url(x)')).toBe('#0f6cbd');
  });
  it('keeps the subject on one line', () => {
    expect(renderMassEmail({ name: 'F' }, 'a\r\nBcc: x@y', 'b', values).subject).toBe('a Bcc: x@y');
  });
});
