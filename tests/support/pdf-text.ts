import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made with pdf-lib's standard fonts draws, one string per drawn line in drawing order: each
 * Flate content stream inflated and its `<hex> Tj` strings decoded (WinAnsi, read as Windows-1252). Enough to prove
 * what an export contains without a full PDF parser.
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  for (const m of raw.matchAll(/\/FlateDecode[\s\S]*?stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      continue; // not a content stream (an object stream, a font), or not ours to read
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(winAnsi(Buffer.from(t[1], 'hex')));
  }
  return lines.join('\n');
}

/** Windows-1252's 0x80-0x9F (Node's TextDecoder reads them as Latin-1 control characters); '' where undefined. */
const high = '€\u0000‚ƒ„…†‡ˆ‰Š‹Œ\u0000Ž\u0000\u0000‘’“”•–—˜™š›œ\u0000žŸ';

function winAnsi(bytes: Buffer): string {
  return [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? high[b - 0x80] : String.fromCharCode(b))).join('');
}
