import { describe, expect, it } from 'vitest';
import { defaultMailColour, layoutMail, mailColour, textOn } from './mail-layout';
import { mailbox } from './mail-domain';

const headerOf = (html: string) => html.match(/<td data-part="header" style="([^"]*)">([\s\S]*?)<\/td>/)!;

describe('the mail layout', () => {
  it('puts the firm’s name in a header bar of its primary colour, and its buttons in the same colour', () => {
    const { html } = layoutMail(
      { name: 'Brightline Tax', primary: '#7A1F5C' },
      { subject: 'Sign in', text: 'Use this link to sign in:\nhttps://portal.test/signin?auth_token=abc\n\nThanks.' },
    );
    const [, style, content] = headerOf(html);
    expect(style).toContain('background:#7A1F5C');
    expect(content).toBe('Brightline Tax');
    expect(html).toMatch(
      /<td style="background:#7A1F5C;border-radius:4px"><a href="https:\/\/portal\.test\/signin\?auth_token=abc"[^>]*>Open link<\/a>/,
    );
    expect(html).toContain('Sent by Brightline Tax through its client portal.');
  });

  it('keeps the subject and text as the caller wrote them', () => {
    const text = 'Line one\nhttps://x.test/a\n\nIt expires in 3 days.';
    expect(layoutMail({ name: 'F' }, { subject: 'S & T', text })).toMatchObject({ subject: 'S & T', text });
  });

  it('escapes every text it is given: firm name, subject, body and links', () => {
    const { html } = layoutMail(
      { name: 'A & <B> "Co"' },
      {
        subject: '<script>x</script>',
        text: 'Hi <img src=x onerror=alert(1)>\nSee https://x.test/?a=1&b=2" onclick="x now',
      },
    );
    expect(html).toContain('A &amp; &lt;B&gt; &quot;Co&quot;');
    expect(html).toContain('<title>&lt;script&gt;x&lt;/script&gt;</title>');
    expect(html).toContain('Hi &lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="https://x.test/?a=1&amp;b=2"');
    expect(html).not.toContain('onclick="');
  });

  it('shows the firm’s logo with its name as the alternative text, and the name alone without one', () => {
    const withLogo = layoutMail(
      { name: 'Logo & Co', logoUrl: 'https://portal.test/api/firms/f1/mail_logo?v=1&x=2' },
      { subject: 's', text: 't' },
    ).html;
    expect(headerOf(withLogo)[2]).toMatch(
      /^<img src="https:\/\/portal\.test\/api\/firms\/f1\/mail_logo\?v=1&amp;x=2" alt="Logo &amp; Co"/,
    );
    expect(headerOf(layoutMail({ name: 'Plain' }, { subject: 's', text: 't' }).html)[2]).toBe('Plain');
  });

  it('uses the portal’s colours and name for mail with no firm, and for a colour that is not one', () => {
    const platform = layoutMail(null, { subject: 's', text: 't' }).html;
    expect(headerOf(platform)[1]).toContain(`background:${defaultMailColour}`);
    expect(headerOf(platform)[2]).toBe('Ledgerline');
    expect(mailColour('red;background:url(x)')).toBe(defaultMailColour);
    expect(mailColour('#abc')).toBe('#aabbcc');
    expect(mailColour(' #A1B2C3 ')).toBe('#A1B2C3');
  });

  it('writes on the colour in white or near-black, whichever reads', () => {
    expect(textOn('#0f6cbd')).toBe('#ffffff');
    expect(textOn('#ffe066')).toBe('#242424');
  });

  it('takes a body built as HTML as it is, in the layout', () => {
    const { html } = layoutMail({ name: 'F' }, { subject: 's', text: 't', bodyHtml: '<ul><li>one</li></ul>' });
    expect(html).toContain('<ul><li>one</li></ul>');
  });
});

describe('the From of a firm’s own domain', () => {
  it('quotes the firm’s name, and encodes a name beyond ASCII', () => {
    expect(mailbox('Brightline Tax & Co', 'no-reply@brightline.com')).toBe(
      '"Brightline Tax & Co" <no-reply@brightline.com>',
    );
    expect(mailbox('Say "Hi" \\ Co', 'a@b.com')).toBe('"Say \\"Hi\\" \\\\ Co" <a@b.com>');
    expect(mailbox('Café Tax', 'a@b.com')).toBe(`=?UTF-8?B?${Buffer.from('Café Tax').toString('base64')}?= <a@b.com>`);
  });
});
