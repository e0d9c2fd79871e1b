/**
 * RFC 6266 `attachment` disposition: a quoted ASCII fallback for old clients plus the exact UTF-8 name
 * (RFC 8187), so a name with accents or quotes neither breaks the header nor reaches the browser mangled.
 */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc8187(filename)}`;
}

/** encodeURIComponent leaves ' ( ) * ! as they are; RFC 8187's attr-char allows only '!' of those. */
function rfc8187(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
