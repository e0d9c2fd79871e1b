/**
 * Which viewer a document gets (QD §2 Document browser, Preview): 'Preview supports pdf, xlsx, xls, jpg, jpeg, avif,
 * gif, heic, png; other types open in a new tab or show 'File type not supported yet''.
 * The file name's extension decides, whatever its case; the content type only speaks for a name without one.
 */
export type PreviewKind = 'pdf' | 'image' | 'heic' | 'spreadsheet' | 'unsupported';

const byExtension: Record<string, PreviewKind> = {
  pdf: 'pdf',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  avif: 'image',
  heic: 'heic',
  xlsx: 'spreadsheet',
  xls: 'spreadsheet',
};

const byContentType: Record<string, PreviewKind> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'image/avif': 'image',
  'image/heic': 'heic',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'spreadsheet',
  'application/vnd.ms-excel': 'spreadsheet',
};

/** The extension of a file name in lower case, without the dot; '' when it has none ('notes', 'report.'). */
export function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot >= 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function previewKind(name: string, contentType?: string): PreviewKind {
  const extension = extensionOf(name);
  if (extension) return Object.hasOwn(byExtension, extension) ? byExtension[extension] : 'unsupported';
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return Object.hasOwn(byContentType, type) ? byContentType[type] : 'unsupported';
}

/** Which spreadsheet format a document claims to be: .xlsx (or its content type) must be a zip; .xls is looser. */
export function spreadsheetFormat(name: string, contentType?: string): 'xlsx' | 'xls' {
  const extension = extensionOf(name);
  if (extension) return extension === 'xlsx' ? 'xlsx' : 'xls';
  return (contentType ?? '').toLowerCase().includes('openxmlformats') ? 'xlsx' : 'xls';
}
