/**
 * Amazon Textract, the reader in AWS (issue 18): an image or a one-page PDF is read while the job waits
 * (DetectDocumentText); a longer PDF is an asynchronous job on its stored object (StartDocumentTextDetection),
 * collected later (GetDocumentTextDetection) by its job id. Textract reads the object with the caller's
 * permissions: the jobs function's own read access to the files bucket.
 */
import type { Block, DocumentMetadata } from '@aws-sdk/client-textract';
import { env } from '../../platform/env';
import { UnreadableFileError } from './reader-errors';
import type { PageText } from './types';

/** What the reader needs of a Textract client: a fake one in tests. */
export interface TextractSender {
  send(command: object): Promise<unknown>;
}

export interface FileToRead {
  /** The file's bytes when the caller already holds them: an image or one page is then sent as is. */
  bytes?: Uint8Array;
  storageKey: string;
  contentType: string;
  pageCount?: number;
}

/** DetectDocumentText takes at most this much; a larger file is read from its stored object. */
const maxSyncBytes = 10 * 1024 * 1024;

const sdk = () => import('./textract-sdk');

let client: TextractSender | undefined;
async function defaultClient(): Promise<TextractSender> {
  if (!client) {
    const { TextractClient } = await sdk();
    client = new TextractClient({ region: env.AWS_REGION });
  }
  return client;
}

/** Textract's answers about the file itself (retrying will not help), rather than about the service. */
const fileProblems = new Set([
  'BadDocumentException',
  'UnsupportedDocumentException',
  'DocumentTooLargeException',
  'InvalidParameterException',
  'InvalidS3ObjectException',
  'InvalidJobIdException',
]);

async function sent<T>(textract: TextractSender, command: object): Promise<T> {
  try {
    return (await textract.send(command)) as T;
  } catch (e) {
    if (fileProblems.has((e as { name?: string } | null)?.name ?? ''))
      throw new UnreadableFileError('unreadable', { cause: e });
    throw e;
  }
}

/** Reads an image or a one-page PDF now; starts a job for anything longer and answers its id. */
export async function startTextract(
  file: FileToRead,
  textract?: TextractSender,
): Promise<{ done: PageText[] } | { pending: string }> {
  const t = textract ?? (await defaultClient());
  const { DetectDocumentTextCommand, StartDocumentTextDetectionCommand } = await sdk();
  const s3Object = { S3Object: { Bucket: env.BUCKET_NAME, Name: file.storageKey } };
  const isPdf = file.contentType.split(';')[0]!.trim().toLowerCase() === 'application/pdf';
  if (!isPdf || file.pageCount === 1) {
    const small = file.bytes && file.bytes.byteLength <= maxSyncBytes;
    const res = await sent<{ Blocks?: Block[]; DocumentMetadata?: DocumentMetadata }>(
      t,
      new DetectDocumentTextCommand({ Document: small ? { Bytes: file.bytes } : s3Object }),
    );
    return { done: pagesOf(res.Blocks ?? [], res.DocumentMetadata?.Pages ?? 1) };
  }
  const res = await sent<{ JobId?: string }>(t, new StartDocumentTextDetectionCommand({ DocumentLocation: s3Object }));
  if (!res.JobId) throw new Error('Textract started no job');
  return { pending: res.JobId };
}

interface DetectionPage {
  JobStatus?: string;
  StatusMessage?: string;
  NextToken?: string;
  Blocks?: Block[];
  DocumentMetadata?: DocumentMetadata;
}

/** The pages of a finished job; null while it runs. A failed job throws UnreadableFileError. */
export async function collectTextract(jobId: string, textract?: TextractSender): Promise<PageText[] | null> {
  const t = textract ?? (await defaultClient());
  const { GetDocumentTextDetectionCommand } = await sdk();
  const blocks: Block[] = [];
  let pageCount = 0;
  let nextToken: string | undefined;
  do {
    const res = await sent<DetectionPage>(
      t,
      new GetDocumentTextDetectionCommand({ JobId: jobId, MaxResults: 1000, NextToken: nextToken }),
    );
    if (res.JobStatus === 'IN_PROGRESS') return null;
    if (res.JobStatus === 'FAILED')
      throw new UnreadableFileError('unreadable', { cause: new Error(res.StatusMessage ?? 'Textract job failed') });
    pageCount = Math.max(pageCount, res.DocumentMetadata?.Pages ?? 0);
    blocks.push(...(res.Blocks ?? []));
    nextToken = res.NextToken;
  } while (nextToken);
  return pagesOf(blocks, pageCount);
}

interface PlacedLine {
  text: string;
  top: number;
  left: number;
  height: number;
}

/** LINE blocks by page, top to bottom; lines side by side (within half a line's height) left to right. */
export function pagesOf(blocks: readonly Block[], pageCount: number): PageText[] {
  const byPage = new Map<number, PlacedLine[]>();
  let last = Math.max(0, pageCount);
  for (const b of blocks) {
    if (b.BlockType !== 'LINE' || !b.Text?.trim()) continue;
    const page = b.Page ?? 1;
    last = Math.max(last, page);
    const box = b.Geometry?.BoundingBox;
    const line = { text: b.Text.trim(), top: box?.Top ?? 0, left: box?.Left ?? 0, height: box?.Height ?? 0 };
    byPage.set(page, [...(byPage.get(page) ?? []), line]);
  }
  return Array.from({ length: last }, (_, i) => ({
    page: i + 1,
    lines: inReadingOrder(byPage.get(i + 1) ?? []).map((l) => l.text),
    source: 'textract' as const,
  }));
}

function inReadingOrder(lines: PlacedLine[]): PlacedLine[] {
  const sorted = [...lines].sort((a, b) => a.top - b.top || a.left - b.left);
  const rows: PlacedLine[][] = [];
  for (const line of sorted) {
    const row = rows.at(-1);
    const anchor = row?.[0];
    if (row && anchor && line.top - anchor.top <= 0.5 * Math.min(anchor.height, line.height)) row.push(line);
    else rows.push([line]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.left - b.left));
}
