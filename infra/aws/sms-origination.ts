import type { Stack } from 'aws-cdk-lib';

/**
 * The resource an sms-voice:SendTextMessage grant names: the origination identity the functions send from
 * (SMS_ORIGINATION_IDENTITY, cdk.json's smsOriginationIdentity), as End User Messaging's IAM names it — by its ARN, or
 * by the id of a phone number (phone-…) or pool (pool-…) in this account and region. '' gives null: without an
 * identity the service would pick any of the account's, which no narrower grant than every one of them allows, so
 * none is granted. A phone number written as +1… cannot be granted (IAM names a number by its id): it is refused here
 * with what to write instead, rather than failing every text at run time.
 */
export function smsOriginationArn(stack: Stack, identity: string): string | null {
  const id = identity.trim();
  if (!id) return null;
  if (/^arn:aws[\w-]*:sms-voice:[\w-]+:\d{12}:(phone-number|pool|sender-id)\/\S+$/.test(id)) return id;
  const kind = /^phone-[0-9a-z]+$/i.test(id) ? 'phone-number' : /^pool-[0-9a-z]+$/i.test(id) ? 'pool' : null;
  if (!kind)
    throw new Error(
      `smsOriginationIdentity "${identity}" is not a phone number id (phone-…), a pool id (pool-…) or an sms-voice ARN: the texting grant names one of those (see \`aws pinpoint-sms-voice-v2 describe-phone-numbers\`).`,
    );
  return stack.formatArn({ service: 'sms-voice', resource: kind, resourceName: id });
}
