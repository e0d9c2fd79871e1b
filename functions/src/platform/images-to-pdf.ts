/**
 * 'Convert and download' (QD §6: download folders with image-to-PDF conversion) and zipped questionnaire exports: each
 * JPEG or PNG becomes a one-page PDF of the image's size, stored next to the zip it goes into. One image is in memory
 * at a time, and the images of one download are at most 15 MB in all (checked by the caller). pdf-lib loads on first
 * use.
 */
import { getObjectBytes, putObject } from './adapters/files';
import { NotFound } from './errors';
import { documentOwnText } from '@ledgerline/shared/documents';
import type { DocumentItem } from './data/entities/document';

export function convertibleImage(f: Pick<DocumentItem, 'content_type'>): boolean {
  return f.content_type === 'image/jpeg' || f.content_type === 'image/png';
}

/** 'receipt.jpg' → 'receipt.pdf'. */
export function pdfName(name: string): string {
  const at = name.lastIndexOf('.');
  return `${at > 0 ? name.slice(0, at) : name}.pdf`;
}

export async function imagesToPdfs(
  images: DocumentItem[],
  prefix: string,
): Promise<Map<string, { key: string; name: string }>> {
  const out = new Map<string, { key: string; name: string }>();
  if (images.length === 0) return out;
  const { PDFDocument } = await import('pdf-lib');
  for (const image of images) {
    const bytes = await getObjectBytes(image.storage_key);
    if (!bytes) throw new NotFound('document', documentOwnText.documentNotFound);
    let converted: Uint8Array;
    try {
      const pdf = await PDFDocument.create();
      const embedded = image.content_type === 'image/png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
      pdf.addPage([embedded.width, embedded.height]).drawImage(embedded, {
        x: 0,
        y: 0,
        width: embedded.width,
        height: embedded.height,
      });
      converted = await pdf.save();
    } catch {
      // An image pdf-lib cannot read (a variant it lacks) goes into the zip as it is.
      continue;
    }
    const key = `${prefix}/${image.documentId}.pdf`;
    await putObject(key, converted, 'application/pdf');
    out.set(image.documentId, { key, name: pdfName(image.document_name) });
  }
  return out;
}
