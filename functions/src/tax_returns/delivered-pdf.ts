/**
 * The PDF of a delivered return as it is downloaded or filed (FA §7.7 download_tax_return, send_to_documents): the
 * upload with every signature given so far stamped on its form's last page; only the e-sign pages when asked; a
 * watermark when asked. The signature stamping library loads only here.
 */
import type { ESignForm } from '@ledgerline/shared/schemas/tax-return-delivery';
import type { SignaturePlacement } from '../platform/pdf-delivery/signatures';
import { withSignatureImages } from './drawn-signatures';

/** Each signature given (by the client; staff marks carry no signature to draw) placed on its form's last page. */
export function placementsOf(forms: ESignForm[]): SignaturePlacement[] {
  const placements: SignaturePlacement[] = [];
  // Slots count per page: two forms ending on one page stack their signatures instead of drawing over each other.
  const used = new Map<number, number>();
  for (const f of forms) {
    const page = f.pages.at(-1);
    if (!page) continue;
    for (const s of f.signatures) {
      const d = s.signatureData;
      if (!d) continue;
      const slot = used.get(page) ?? 0;
      used.set(page, slot + 1);
      placements.push({
        page,
        kind: d.kind,
        text: d.text,
        image: d.image,
        name: s.name,
        signedAt: d.signed_at,
        ip: d.ip,
        slot,
      });
    }
  }
  return placements;
}

export const signaturePages = (forms: ESignForm[]) => [...new Set(forms.flatMap((f) => f.pages))].sort((a, b) => a - b);

export async function deliveredPdf(
  original: Uint8Array,
  forms: ESignForm[],
  opts: { onlySignaturePages?: boolean; watermark?: string } = {},
): Promise<Uint8Array> {
  const { stampSignatures } = await import('../platform/pdf-delivery/signatures');
  const pages = signaturePages(forms);
  let out = await stampSignatures(
    original,
    placementsOf(forms),
    opts.onlySignaturePages && pages.length ? { onlyPages: pages } : {},
  );
  if (opts.watermark) {
    const { stampDraft } = await import('../platform/pdf-delivery/watermark');
    out = await stampDraft(out, opts.watermark);
  }
  return out;
}
