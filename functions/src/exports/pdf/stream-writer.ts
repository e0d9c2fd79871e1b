/**
 * A PDF written to a sink as its objects are made, so a PDF of many large documents never sits in memory whole:
 * the header first, each indirect object once (only its byte offset is kept, for the cross-reference table), and at
 * the end the objects held back until then (catalog, page tree, outline), a classic xref table and the trailer.
 *
 * The objects come from a pdf-lib PDFContext used as an allocator: `drain` writes whatever the context holds and
 * deletes it from the context, so the memory is released. pdf-lib re-assigns a standard font's dictionary to the
 * same ref on every flush; a ref already written is dropped rather than written twice.
 *
 * Imports pdf-lib statically: callers import this module lazily.
 */
import type { PDFContext, PDFObject, PDFRef } from 'pdf-lib';
import type { ByteSink } from '../model';

/** Small objects are gathered into chunks of about this size before they go to the sink. */
const chunkSize = 256 * 1024;

const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

export class PdfStreamWriter {
  /** Byte offset of each written object, by object number; a hole is an object never written. */
  private readonly offsets: number[] = [];
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  /** Bytes written so far, the pending ones included: the offset of the next object. */
  private position = 0;

  constructor(private readonly sink: ByteSink) {}

  get bytesWritten(): number {
    return this.position;
  }

  /** The header; the comment's high bytes tell transfer tools the file is binary. */
  async start(): Promise<void> {
    await this.push(Uint8Array.of(...ascii('%PDF-1.7\n%'), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a));
  }

  written(ref: PDFRef): boolean {
    return this.offsets[ref.objectNumber] !== undefined;
  }

  async writeObject(ref: PDFRef, object: PDFObject): Promise<void> {
    if (this.written(ref)) return;
    this.offsets[ref.objectNumber] = this.position;
    const head = ascii(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
    const tail = ascii('\nendobj\n');
    const size = object.sizeInBytes();
    const bytes = new Uint8Array(head.length + size + tail.length);
    bytes.set(head, 0);
    object.copyBytesInto(bytes, head.length);
    bytes.set(tail, head.length + size);
    await this.push(bytes);
  }

  /** Writes every object the context holds except `held` ones (written at the end), and deletes them from it. */
  async drain(context: PDFContext, held: ReadonlySet<number> = new Set()): Promise<void> {
    for (const [ref, object] of context.enumerateIndirectObjects()) {
      if (held.has(ref.objectNumber)) continue;
      await this.writeObject(ref, object);
      context.delete(ref);
    }
  }

  /** Drops, unwritten, every object the context holds except `held` ones: what a failed step left behind. */
  discard(context: PDFContext, held: ReadonlySet<number> = new Set()): void {
    for (const [ref] of context.enumerateIndirectObjects()) if (!held.has(ref.objectNumber)) context.delete(ref);
  }

  /**
   * The cross-reference table and trailer. Object numbers never written (refs reserved and not used, objects
   * discarded) are free entries, linked into the free list from object 0. Returns the file's size in bytes.
   */
  async finish(trailer: { root: PDFRef; info?: PDFRef; size: number }): Promise<number> {
    const size = Math.max(trailer.size, this.offsets.length);
    const free: number[] = [];
    for (let n = 1; n < size; n++) if (this.offsets[n] === undefined) free.push(n);
    const nextFree = new Map<number, number>(free.map((n, i) => [n, free[i + 1] ?? 0]));

    const xrefOffset = this.position;
    const pad = (value: number, width: number) => String(value).padStart(width, '0');
    let lines = `xref\n0 ${size}\n${pad(free[0] ?? 0, 10)} 65535 f \n`;
    for (let n = 1; n < size; n++) {
      const offset = this.offsets[n];
      lines += offset === undefined ? `${pad(nextFree.get(n)!, 10)} 00001 f \n` : `${pad(offset, 10)} 00000 n \n`;
      if (lines.length >= chunkSize) {
        await this.push(ascii(lines));
        lines = '';
      }
    }
    const info = trailer.info ? ` /Info ${trailer.info.toString()}` : '';
    lines += `trailer\n<< /Size ${size} /Root ${trailer.root.toString()}${info} >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
    await this.push(ascii(lines));
    await this.flush();
    return this.position;
  }

  private async push(bytes: Uint8Array): Promise<void> {
    this.position += bytes.length;
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    if (this.pendingBytes >= chunkSize) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.pendingBytes === 0) return;
    const chunk = this.pending.length === 1 ? this.pending[0]! : concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    await this.sink.write(chunk);
  }
}

function concat(parts: Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
