/**
 * The firm-wide data export's JSON files, written to storage as they are made (storage-sink.ts): items go out as
 * they are read, a page at a time, so a file of a hundred thousand users never sits whole in memory. Each file is a
 * part under the export's prefix; a manifest beside each stage's parts names them and where they go in the zip.
 */
import { openStorageSink, type StorageSink } from './storage-sink';

export const firmDataExportPrefix = (firmId: string, exportId: string) => `exports/${firmId}/firm-data-${exportId}`;
export const firmDataExportZipKey = (firmId: string, exportId: string) =>
  `${firmDataExportPrefix(firmId, exportId)}/export.zip`;
const partKey = (firmId: string, exportId: string, name: string) =>
  `${firmDataExportPrefix(firmId, exportId)}/parts/${name}`;
export const manifestKey = (firmId: string, exportId: string, stage: string) =>
  partKey(firmId, exportId, `manifest-${stage}.jsonl`);

/** One file of the zip: the object it is read from and its path in the zip. */
export interface ZipEntry {
  key: string;
  name: string;
  modified_at?: string;
}

const encoder = new TextEncoder();

/** A JSON file written piece by piece: `open` starts it, `item` adds to the array being written, `close` ends it. */
export class JsonFile {
  private first = true;
  private constructor(
    private readonly out: StorageSink,
    readonly entry: ZipEntry,
  ) {}

  static async open(firmId: string, exportId: string, name: string): Promise<JsonFile> {
    const key = partKey(firmId, exportId, name.replace(/\//g, '__'));
    return new JsonFile(await openStorageSink(key, 'application/json'), { key, name });
  }

  write(text: string): Promise<void> {
    return this.out.sink.write(encoder.encode(text));
  }

  /** Starts an array (`[`), after `prefix` (e.g. '{"conversation": {...}, "messages": ') when given. */
  begin(prefix = ''): Promise<void> {
    this.first = true;
    return this.write(`${prefix}[`);
  }

  item(value: unknown): Promise<void> {
    const text = `${this.first ? '\n' : ',\n'}  ${JSON.stringify(value)}`;
    this.first = false;
    return this.write(text);
  }

  /** Ends the array (`]`), then `suffix` (e.g. '}'). */
  end(suffix = ''): Promise<void> {
    return this.write(`${this.first ? '' : '\n'}]${suffix}\n`);
  }

  async close(): Promise<ZipEntry> {
    await this.out.close();
    return this.entry;
  }

  abort(): Promise<void> {
    return this.out.abort();
  }
}

/** A whole JSON object as one file (small ones: the firm, the README's facts). */
export async function writeJson(firmId: string, exportId: string, name: string, value: unknown): Promise<ZipEntry> {
  const f = await JsonFile.open(firmId, exportId, name);
  try {
    await f.write(`${JSON.stringify(value, null, 2)}\n`);
    return await f.close();
  } catch (e) {
    await f.abort();
    throw e;
  }
}

/** The entries a stage made, one JSON line each, in zip order. */
export class Manifest {
  private constructor(private readonly out: StorageSink) {}

  static async open(firmId: string, exportId: string, stage: string): Promise<Manifest> {
    return new Manifest(await openStorageSink(manifestKey(firmId, exportId, stage), 'application/x-ndjson'));
  }

  add(entry: ZipEntry): Promise<void> {
    return this.out.sink.write(encoder.encode(`${JSON.stringify(entry)}\n`));
  }

  async close(): Promise<void> {
    await this.out.close();
  }

  abort(): Promise<void> {
    return this.out.abort();
  }
}

export function parseManifest(text: string): ZipEntry[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ZipEntry);
}
