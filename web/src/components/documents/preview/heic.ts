/**
 * HEIC to JPEG in the browser (heic-to: libheif, decoding in a worker of its own). Loaded on first use only: the
 * library is about 3 MB. Its `csp` build needs no eval, so a Content-Security-Policy without 'unsafe-eval' keeps
 * working.
 */
export async function heicToJpeg(blob: Blob): Promise<Blob> {
  const { heicTo } = await import('heic-to/csp');
  return heicTo({ blob, type: 'image/jpeg', quality: 0.92 });
}
