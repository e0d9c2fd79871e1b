import { Transform, type Readable } from 'node:stream';
import { NotFound } from '../errors';
import { filesBucket, filesClient } from './files';

/**
 * A zip of stored files, written back to storage as it is made: each object streams from S3 (one at a time) into
 * the zip (yazl), and the zip streams into a multipart upload. Memory stays at about partSizeBytes × (queueSize + 1)
 * whatever the files weigh; nothing is read whole. yazl and lib-storage load on the first zip, so the functions that
 * import the files adapter don't carry them.
 */

export interface ZipSource {
  /** The object's key in the files bucket. */
  key: string;
  /** Its path inside the zip, as a person named it: sanitised and made unique here (see zipEntryNames). */
  name: string;
  /** Shown as the file's date by unzip tools (default: now). */
  modifiedAt?: Date;
}

export interface ZipToStorageOptions {
  /**
   * Deflate the files: 'auto' (the default) stores formats that are compressed already (PDF, images, Office files,
   * archives, media) as they are, which costs no CPU and would gain nothing, and deflates the rest.
   */
  compress?: 'auto' | boolean;
  /** Bytes per uploaded part, at least 5 MiB (S3's minimum); a zip smaller than one part goes up in one PUT. */
  partSizeBytes?: number;
  /** Parts uploading at once. */
  queueSize?: number;
}

/** No object at a key that was to go into the zip: the whole zip fails and nothing is left at its key. */
export class MissingObject extends NotFound {
  constructor(
    readonly key: string,
    readonly name: string,
  ) {
    super('file', `The file ${name} was not found`);
  }
}

const defaultPartSize = 8 * 1024 * 1024;
const defaultQueueSize = 2;
/** S3's smallest part but the last. */
const minPartSize = 5 * 1024 * 1024;

/**
 * Zips the objects, in the order given, to `targetKey` in the files bucket (application/zip). Resolves when the zip
 * is stored, with its size in bytes and its number of files. Any failure (a missing object answers MissingObject)
 * rejects after the multipart upload has been aborted: no object appears at targetKey.
 */
export async function zipObjectsToStorage(
  sources: ZipSource[],
  targetKey: string,
  opts: ZipToStorageOptions = {},
): Promise<{ size: number; files: number }> {
  const [{ ZipFile }, { Upload }, { GetObjectCommand }, client] = await Promise.all([
    import('yazl'),
    import('@aws-sdk/lib-storage'),
    import('./s3-sdk'),
    filesClient(),
  ]);
  const names = zipEntryNames(sources.map((s) => s.name));

  let failure: Error | undefined;
  /** The object being read now: destroyed on failure, so its connection does not wait for a reader. */
  let reading: Readable | undefined;
  let size = 0;
  const zip = new ZipFile();
  const output = zip.outputStream as unknown as Readable;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  // Failures are kept in `failure`; the upload sees the destroyed stream and aborts.
  counted.on('error', () => {});
  const fail = (e: unknown) => {
    if (failure) return;
    failure = e instanceof Error ? e : new Error(String(e));
    reading?.destroy();
    counted.destroy(failure);
  };
  zip.on('error', fail);
  output.on('error', fail);
  output.pipe(counted);

  const open = async (source: ZipSource, name: string): Promise<Readable> => {
    try {
      const res = await client.send(new GetObjectCommand({ Bucket: filesBucket, Key: source.key }));
      return res.Body as Readable;
    } catch (e) {
      if (isNotFound(e)) throw new MissingObject(source.key, name);
      throw e;
    }
  };

  sources.forEach((source, i) => {
    const name = names[i]!;
    const compress = opts.compress === undefined || opts.compress === 'auto' ? !isCompressed(name) : opts.compress;
    // Lazy: yazl asks for an entry's stream only when the entry before it is written, so one object is open at a time.
    zip.addReadStreamLazy(name, { compress, ...(source.modifiedAt ? { mtime: source.modifiedAt } : {}) }, (cb) => {
      if (failure) return;
      open(source, name).then((body) => {
        if (failure) return void body.destroy();
        reading = body;
        body.on('error', fail);
        cb(null, body);
      }, fail);
    });
  });
  zip.end();

  const upload = new Upload({
    client,
    params: { Bucket: filesBucket, Key: targetKey, Body: counted, ContentType: 'application/zip' },
    partSize: Math.max(opts.partSizeBytes ?? defaultPartSize, minPartSize),
    queueSize: opts.queueSize ?? defaultQueueSize,
    leavePartsOnError: false,
  });
  try {
    // On a failure lib-storage aborts the multipart upload before done() rejects (or never started one: a zip
    // smaller than a part is one PUT, sent only once the zip is complete).
    await upload.done();
  } catch (e) {
    throw failure ?? e;
  } finally {
    reading?.destroy();
    output.destroy();
  }
  if (failure) throw failure;
  return { size, files: sources.length };
}

/**
 * Paths for the zip from names people gave: backslashes become '/'; no leading '/', no '.' or '..' segments, no
 * control or bidirectional-override characters, none of Windows' reserved <>:"|?* (a drive 'C:' included), no
 * trailing dots or spaces; an empty result becomes 'file'. Names equal to an earlier one, ignoring case (Windows and
 * macOS would overwrite), get ' (1)', ' (2)', ... before the extension: 'a.pdf', 'a (1).pdf'.
 */
export function zipEntryNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((raw) => {
    const clean = sanitiseZipPath(raw);
    let name = clean;
    for (let n = 1; used.has(name.toLowerCase()); n++) name = withSuffix(clean, ` (${n})`);
    used.add(name.toLowerCase());
    return name;
  });
}

export function sanitiseZipPath(raw: string): string {
  const segments = raw
    .normalize('NFC')
    // C0 and C1 controls, DEL, and the marks that reorder text ("invoice‮fdp.exe" shows as "invoiceexe.pdf").
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\\/g, '/')
    .split('/')
    .map((s) =>
      s
        .replace(/[<>:"|?*]/g, '_')
        .trim()
        .replace(/[. ]+$/, ''),
    )
    .filter((s) => s !== '');
  return segments.length ? segments.join('/') : 'file';
}

function withSuffix(path: string, suffix: string): string {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  // A dot that starts the file's name ('.env') is not an extension's.
  return dot > slash + 1 ? `${path.slice(0, dot)}${suffix}${path.slice(dot)}` : `${path}${suffix}`;
}

/** Formats deflate cannot shrink: stored as they are. */
const compressedExtensions = new Set(
  (
    'pdf jpg jpeg png gif webp heic heif zip gz tgz bz2 xz 7z rar zst ' +
    'docx xlsx pptx odt ods odp mp3 m4a aac mp4 m4v mov avi mkv webm'
  ).split(' '),
);

function isCompressed(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > name.lastIndexOf('/') && compressedExtensions.has(name.slice(dot + 1).toLowerCase());
}

function isNotFound(e: unknown): boolean {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404;
}
