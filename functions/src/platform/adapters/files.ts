import type { S3Client } from '@aws-sdk/client-s3';
import { env } from '../env';
import { contentDisposition } from '../content-disposition';

/**
 * The S3 SDK and its presigner are large (a fifth of a bundle, and slow to compile), and most requests of the
 * functions that hold files never touch one: they load on the first file operation, not at a function's start.
 */
const s3Sdk = () => import('./s3-sdk');

/**
 * Made once, on first use. The endpoint comes from AWS_ENDPOINT_URL_S3 when set (s3rver, LocalStack), and then
 * buckets are addressed path-style. Checksums only when required: otherwise presigned PUT URLs carry a
 * checksum of an empty body and real S3 rejects the browser's upload.
 */
let client: Promise<S3Client> | undefined;
function s3(): Promise<S3Client> {
  client ??= s3Sdk().then(
    ({ S3Client }) =>
      new S3Client({
        region: env.AWS_REGION,
        forcePathStyle: Boolean(env.AWS_ENDPOINT_URL_S3),
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
  );
  return client;
}
const Bucket = env.BUCKET_NAME;

/** The same client and bucket for the adapter's heavier operations in modules of their own (zip-to-storage.ts). */
export { s3 as filesClient, Bucket as filesBucket };

/** Presigned URLs live this long. */
export const presignSeconds = 15 * 60;

export interface PresignedUpload {
  url: string;
  method: 'PUT';
  /** Headers the upload must send exactly as given (they are part of the signature). */
  headers: Record<string, string>;
  expires_at: string;
}

/**
 * A URL the browser PUTs one file to. A presigned PUT cannot carry a size range (only a presigned
 * POST policy can), so:
 * - with `opts.sizeBytes` (the size the browser reports), the URL is signed for exactly that
 *   Content-Length and S3 refuses any other body; it throws RangeError when sizeBytes > maxBytes;
 * - with maxBytes alone nothing in the URL enforces it: check `objectInfo(key).size` after the upload.
 */
export async function presignUpload(
  key: string,
  contentType: string,
  maxBytes?: number,
  opts: { sizeBytes?: number; expiresInSeconds?: number } = {},
): Promise<PresignedUpload> {
  const { sizeBytes, expiresInSeconds = presignSeconds } = opts;
  if (sizeBytes !== undefined && maxBytes !== undefined && sizeBytes > maxBytes) {
    throw new RangeError(`file of ${sizeBytes} bytes is larger than ${maxBytes} bytes`);
  }
  const { PutObjectCommand, getSignedUrl } = await s3Sdk();
  const command = new PutObjectCommand({
    Bucket,
    Key: key,
    ContentType: contentType,
    ...(sizeBytes !== undefined ? { ContentLength: sizeBytes } : {}),
  });
  const url = await getSignedUrl(await s3(), command, {
    expiresIn: expiresInSeconds,
    // Sign these so the upload must match them.
    signableHeaders: new Set(['content-type', ...(sizeBytes !== undefined ? ['content-length'] : [])]),
  });
  return {
    url,
    method: 'PUT',
    headers: { 'Content-Type': contentType },
    expires_at: new Date(Date.now() + expiresInSeconds * 1000).toISOString(),
  };
}

/** A URL that downloads the object; with a filename, as an attachment of that name. */
export async function presignDownload(
  key: string,
  filename?: string,
  expiresInSeconds = presignSeconds,
): Promise<string> {
  const { GetObjectCommand, getSignedUrl } = await s3Sdk();
  return getSignedUrl(
    await s3(),
    new GetObjectCommand({
      Bucket,
      Key: key,
      ...(filename ? { ResponseContentDisposition: contentDisposition(filename) } : {}),
    }),
    { expiresIn: expiresInSeconds },
  );
}

export async function putObject(
  key: string,
  body: string | Uint8Array,
  contentType = 'application/octet-stream',
): Promise<void> {
  const { PutObjectCommand } = await s3Sdk();
  await (await s3()).send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
}

/** The object's body as UTF-8 text, or null when there is no such object. */
export async function getObjectText(key: string): Promise<string | null> {
  const { GetObjectCommand } = await s3Sdk();
  try {
    const res = await (await s3()).send(new GetObjectCommand({ Bucket, Key: key }));
    return (await res.Body?.transformToString('utf-8')) ?? '';
  } catch (e) {
    if (isNotFound(e)) return null;
    throw e;
  }
}

/** The object's bytes, or null when there is no such object: for files read whole (a client list to import). */
export async function getObjectBytes(key: string): Promise<Uint8Array | null> {
  const { GetObjectCommand } = await s3Sdk();
  try {
    const res = await (await s3()).send(new GetObjectCommand({ Bucket, Key: key }));
    return (await res.Body?.transformToByteArray()) ?? new Uint8Array();
  } catch (e) {
    if (isNotFound(e)) return null;
    throw e;
  }
}

/** Size and type of a stored object, or null: how an upload through a presigned URL is checked. */
export async function objectInfo(key: string): Promise<{ size: number; contentType?: string } | null> {
  const { HeadObjectCommand } = await s3Sdk();
  try {
    const res = await (await s3()).send(new HeadObjectCommand({ Bucket, Key: key }));
    return { size: res.ContentLength ?? 0, ...(res.ContentType ? { contentType: res.ContentType } : {}) };
  } catch (e) {
    if (isNotFound(e)) return null;
    throw e;
  }
}

/** The object's first `bytes` bytes (fewer when it is shorter), or null when there is no such object: how a type is sniffed. */
export async function readObjectStart(key: string, bytes: number): Promise<Uint8Array | null> {
  const { GetObjectCommand } = await s3Sdk();
  try {
    const res = await (await s3()).send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${bytes - 1}` }));
    return (await res.Body?.transformToByteArray()) ?? new Uint8Array();
  } catch (e) {
    const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
    // An empty object has no byte 0, so any range is unsatisfiable.
    if (err.name === 'InvalidRange' || err.$metadata?.httpStatusCode === 416) return new Uint8Array();
    if (isNotFound(e)) return null;
    throw e;
  }
}

/**
 * The last `bytes` bytes of an object of `size` bytes (all of it when shorter): where a PDF keeps its trailer. An
 * explicit first-last range, not a suffix range ('bytes=-N'), which the local S3 twin reads from the start.
 */
export async function readObjectEnd(key: string, bytes: number, size: number): Promise<Uint8Array | null> {
  if (size <= 0) return new Uint8Array();
  const { GetObjectCommand } = await s3Sdk();
  const first = Math.max(0, size - bytes);
  try {
    const res = await (await s3()).send(
      new GetObjectCommand({ Bucket, Key: key, Range: `bytes=${first}-${size - 1}` }),
    );
    return (await res.Body?.transformToByteArray()) ?? new Uint8Array();
  } catch (e) {
    const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (err.name === 'InvalidRange' || err.$metadata?.httpStatusCode === 416) return new Uint8Array();
    if (isNotFound(e)) return null;
    throw e;
  }
}

/** Copies within the bucket: moves an upload out of reach of the link that wrote it. */
export async function copyObject(fromKey: string, toKey: string): Promise<void> {
  const { CopyObjectCommand } = await s3Sdk();
  await (await s3()).send(
    new CopyObjectCommand({
      Bucket,
      Key: toKey,
      CopySource: `${Bucket}/${fromKey.split('/').map(encodeURIComponent).join('/')}`,
    }),
  );
}

export async function deleteObject(key: string): Promise<void> {
  const { DeleteObjectCommand } = await s3Sdk();
  await (await s3()).send(new DeleteObjectCommand({ Bucket, Key: key }));
}

function isNotFound(e: unknown): boolean {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404;
}
