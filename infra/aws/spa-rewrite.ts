/**
 * CloudFront Function (cloudfront-js-2.0) on the site behaviour only: a path whose last segment has no file
 * extension is a page of the SPA, so it is served /index.html. This is the SPA fallback; it is not done with
 * distribution-wide custom error responses because those would also turn the API's 403 and 404 into
 * index.html. Missing assets (/assets/x.js) still fail.
 */
export const spaRewriteSource = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;
