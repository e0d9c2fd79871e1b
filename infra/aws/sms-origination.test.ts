import { describe, expect, it } from 'vitest';
import { App, Stack } from 'aws-cdk-lib';
import { smsOriginationArn } from './sms-origination';

const stack = new Stack(new App(), 'Sms', { env: { account: '123456789012', region: 'us-east-1' } });

describe('the texting grant’s resource', () => {
  it('names a phone number or a pool by its id, in this account and region', () => {
    // The partition stays a token until deploy.
    expect(smsOriginationArn(stack, 'phone-0123456789abcdef')).toMatch(
      /^arn:\$\{Token\[AWS\.Partition\.\d+\]\}:sms-voice:us-east-1:123456789012:phone-number\/phone-0123456789abcdef$/,
    );
    expect(smsOriginationArn(stack, ' pool-abc123 ')).toMatch(/:sms-voice:us-east-1:123456789012:pool\/pool-abc123$/);
  });

  it('takes an sms-voice ARN as it is', () => {
    const arn = 'arn:aws:sms-voice:us-west-2:210987654321:pool/pool-shared';
    expect(smsOriginationArn(stack, arn)).toBe(arn);
  });

  it('grants nothing without an origination identity', () => {
    expect(smsOriginationArn(stack, '')).toBeNull();
  });

  it('refuses an identity IAM cannot name, saying what to write instead', () => {
    expect(() => smsOriginationArn(stack, '+12125550100')).toThrow(/phone number id \(phone-…\)/);
    expect(() => smsOriginationArn(stack, 'arn:aws:sms-voice:us-east-1:123456789012:*')).toThrow(/sms-voice ARN/);
  });
});
