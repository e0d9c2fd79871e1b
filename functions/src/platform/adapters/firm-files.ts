/**
 * A firm's files in the files bucket, found and removed for good (functions/src/firms/dispose-firm.ts).
 *
 * Every object key is `<kind>/<firmId>/…` (documents/, uploads/, exports/, tax-returns/, branding/, imports/,
 * signature-requests/, drops/, downloads/): the kinds are read from the bucket's own top level, not listed here, so
 * a kind added later is covered too. With versioning on (the deployed bucket), deleting an object only adds a delete
 * marker and keeps its versions: every version and marker is deleted by id, so nothing of the firm stays.
 * s3rver (the local twin) has no versioning (it answers GetBucketVersioning with NotImplemented) and answers a
 * listing by delimiter with nothing, so there the kinds come from a listing of every key.
 */
import {
  DeleteObjectsCommand,
  GetBucketVersioningCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  type ObjectIdentifier,
  type S3Client,
} from '@aws-sdk/client-s3';

/** DeleteObjects' most keys per call. */
const batchSize = 1000;

/** The top-level kinds of the bucket (`documents/`, `uploads/`, …), each followed by the firm's id. */
export async function firmPrefixes(s3: S3Client, bucket: string, firmId: string): Promise<string[]> {
  const kinds = (await kindsByDelimiter(s3, bucket)) ?? (await kindsByListing(s3, bucket));
  return kinds.map((kind) => `${kind}${firmId}/`);
}

/** S3 answers the top level itself; null when the store answers nothing for a bucket that has objects (s3rver). */
async function kindsByDelimiter(s3: S3Client, bucket: string): Promise<string[] | null> {
  const kinds: string[] = [];
  let token: string | undefined;
  do {
    const res = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Delimiter: '/', ContinuationToken: token, MaxKeys: 1000 }),
    );
    for (const p of res.CommonPrefixes ?? []) if (p.Prefix) kinds.push(p.Prefix);
    if (!kinds.length && !res.Contents?.length) {
      const any = await s3.send(new ListObjectsV2Command({ Bucket: bucket, MaxKeys: 1 }));
      return any.Contents?.length ? null : [];
    }
    token = res.IsTruncated ? res.NextContinuationToken : undefined;
  } while (token);
  return kinds;
}

/** The twin's way: every key read once, its first segment kept (local data is small). */
async function kindsByListing(s3: S3Client, bucket: string): Promise<string[]> {
  const kinds = new Set<string>();
  let token: string | undefined;
  do {
    const res = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token, MaxKeys: 1000 }));
    for (const o of res.Contents ?? []) if (o.Key?.includes('/')) kinds.add(`${o.Key.split('/')[0]}/`);
    token = res.IsTruncated ? res.NextContinuationToken : undefined;
  } while (token);
  return [...kinds].sort();
}

async function isVersioned(s3: S3Client, bucket: string): Promise<boolean> {
  try {
    const res = await s3.send(new GetBucketVersioningCommand({ Bucket: bucket }));
    return res.Status === 'Enabled' || res.Status === 'Suspended';
  } catch (e) {
    if ((e as Error).name === 'NotImplemented') return false;
    throw e;
  }
}

/** Pages of what is stored under the prefix: every version and delete marker when versioned, else each object. */
async function* storedUnder(s3: S3Client, bucket: string, prefix: string, versioned: boolean) {
  if (!versioned) {
    let token: string | undefined;
    do {
      const res = await s3.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token, MaxKeys: batchSize }),
      );
      const page: ObjectIdentifier[] = (res.Contents ?? []).map((o) => ({ Key: o.Key! }));
      if (page.length) yield page;
      token = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (token);
    return;
  }
  let keyMarker: string | undefined;
  let versionMarker: string | undefined;
  do {
    const res = await s3.send(
      new ListObjectVersionsCommand({
        Bucket: bucket,
        Prefix: prefix,
        KeyMarker: keyMarker,
        VersionIdMarker: versionMarker,
        MaxKeys: batchSize,
      }),
    );
    const page: ObjectIdentifier[] = [...(res.Versions ?? []), ...(res.DeleteMarkers ?? [])].map((v) => ({
      Key: v.Key!,
      VersionId: v.VersionId,
    }));
    if (page.length) yield page;
    keyMarker = res.IsTruncated ? res.NextKeyMarker : undefined;
    versionMarker = res.IsTruncated ? res.NextVersionIdMarker : undefined;
  } while (keyMarker);
}

/** How many objects (versions included) the firm has under each prefix. */
export async function countFirmFiles(s3: S3Client, bucket: string, firmId: string): Promise<Record<string, number>> {
  const versioned = await isVersioned(s3, bucket);
  const counts: Record<string, number> = {};
  for (const prefix of await firmPrefixes(s3, bucket, firmId)) {
    let n = 0;
    for await (const page of storedUnder(s3, bucket, prefix, versioned)) n += page.length;
    if (n) counts[prefix] = n;
  }
  return counts;
}

/**
 * Deletes everything stored under the firm's prefixes; answers how many objects (and versions) it deleted. Each
 * page is deleted before the next is listed, so a listing never returns what was already deleted in a batch.
 */
export async function deleteFirmFiles(s3: S3Client, bucket: string, firmId: string): Promise<number> {
  const versioned = await isVersioned(s3, bucket);
  let deleted = 0;
  for (const prefix of await firmPrefixes(s3, bucket, firmId)) {
    // List again after each page: deleting while a versioned listing pages on would skip what moved.
    for (;;) {
      const first = await storedUnder(s3, bucket, prefix, versioned).next();
      if (first.done) break;
      const res = await s3.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: first.value, Quiet: true } }),
      );
      if (res.Errors?.length) {
        const e = res.Errors[0]!;
        throw new Error(`S3 refused to delete ${res.Errors.length} objects, e.g. ${e.Key}: ${e.Code} ${e.Message}`);
      }
      deleted += first.value.length;
    }
  }
  return deleted;
}
