/**
 * Headers CloudFront adds to every request it sends to the API (infra/aws/api-origin.ts), which the functions check
 * (functions/src/platform/api-origin.ts). A viewer cannot set them: CloudFront's origin custom header and its
 * viewer-request function overwrite whatever a viewer sent under the same names.
 */

/** Holds the stack's origin secret: a request without it did not come through the portal's address. */
export const originSecretHeader = 'x-ledgerline-origin';

/** The viewer's address as CloudFront saw it (API Gateway's own source address is CloudFront's edge). */
export const viewerIpHeader = 'x-ledgerline-viewer-ip';
