import { describe, expect, it } from 'vitest';
import { App } from 'aws-cdk-lib';
import { configFromContext, mailAddress } from './config';
import { cdkJsonContext, synthesise } from './testing';

const config = (context: Record<string, unknown>) =>
  configFromContext(new App({ context: { ...cdkJsonContext(), ...context } }).node);

describe('deploy-time configuration', () => {
  it('sends from a domain identity when mailFromDomain is set', () => {
    expect(config({ mailFromDomain: 'smithcpa.com', mailFrom: '' }).mail).toEqual({
      identity: { domain: 'smithcpa.com' },
      from: 'Ledgerline <no-reply@smithcpa.com>',
    });
    expect(config({ mailFromDomain: 'smithcpa.com', mailFrom: 'Smith CPA <portal@smithcpa.com>' }).mail.from).toBe(
      'Smith CPA <portal@smithcpa.com>',
    );
  });

  it('refuses a sender outside the domain, and no sender at all', () => {
    expect(() => config({ mailFromDomain: 'smithcpa.com', mailFrom: 'x@other.com' })).toThrow(/not an address in/);
    expect(() => config({ mailFromDomain: '', mailFrom: '' })).toThrow(/mailFromDomain/);
  });

  it('reads an address out of a display name', () => {
    expect(mailAddress('Smith CPA <portal@smithcpa.com>')).toBe('portal@smithcpa.com');
    expect(() => mailAddress('Smith CPA')).toThrow();
  });

  it('keeps demo data off unless asked, from cdk.json or -c seedDemo=true', () => {
    expect(config({}).seedDemo).toBe(false);
    expect(config({ seedDemo: 'true' }).seedDemo).toBe(true);
  });

  it('passes seedDemo to the functions as SEED_DEMO and a domain identity to SES', () => {
    const s = synthesise(
      [
        {
          method: 'GET',
          path: '/x/y',
          domain: 'x',
          operation: 'y',
          access: 'public',
          aws: ['mail'],
          summary: '',
          output: 'file',
        },
      ],
      {
        context: { seedDemo: true, mailFromDomain: 'smithcpa.com', mailFrom: '' },
      },
    );
    const fn = Object.values(s.domains.get('x')!.toJSON().Resources as Record<string, any>).find(
      (r) => r.Type === 'AWS::Lambda::Function',
    );
    expect(fn.Properties.Environment.Variables).toMatchObject({
      SEED_DEMO: 'true',
      MAIL_FROM: 'Ledgerline <no-reply@smithcpa.com>',
    });
    s.root.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'smithcpa.com' });
  });

  it('keeps the web ACL on unless -c waf=false turns it off, and refuses anything but true or false', () => {
    expect(config({}).waf).toBe(true);
    expect(config({ waf: false }).waf).toBe(false);
    expect(config({ waf: 'false' }).waf).toBe(false);
    expect(config({ waf: 'true' }).waf).toBe(true);
    expect(() => config({ waf: 'off' })).toThrow(/waf must be true or false/);
  });
});
