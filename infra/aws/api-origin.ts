import { Fn, type Stack } from 'aws-cdk-lib';
import { viewerIpHeader } from '@ledgerline/shared/api-origin';

/**
 * The API is reached only through CloudFront: CloudFront's /api origin adds a secret header that every domain
 * function checks (CLOUDFRONT_ORIGIN_SECRET), so a direct call to the execute-api address, which bypasses the web
 * ACL's rate limits and managed rules, is refused. (API Gateway's disableExecuteApiEndpoint would also cut
 * CloudFront off: the /api origin is that address unless the API gets a custom domain and certificate of its own.)
 *
 * The secret is the stack's own id, the random UUID at the end of its ARN: known to CloudFormation in the firm's
 * account and to no one outside it, and it costs no Secrets Manager secret ($0.40 a month, a fifth of an idle
 * firm's bill). Deleting and re-creating the stack changes it.
 */
export function originSecretOf(stack: Stack): string {
  return Fn.select(2, Fn.split('/', stack.stackId));
}

/**
 * CloudFront Function (cloudfront-js-2.0) on the /api behaviour: passes the viewer's address to the API in a header
 * of its own, overwriting any the viewer sent, because API Gateway sees CloudFront's edge as the caller. Activity
 * lines and signature certificates record this address.
 */
export const viewerAddressSource = `function handler(event) {
  var request = event.request;
  request.headers['${viewerIpHeader}'] = { value: event.viewer.ip };
  return request;
}`;
