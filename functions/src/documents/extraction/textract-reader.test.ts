import type { Block } from '@aws-sdk/client-textract';
import { describe, expect, it } from 'vitest';
import { extractedDocumentText } from '@ledgerline/shared/extracted-documents';
import { env } from '../../platform/env';
import { UnreadableFileError } from './reader-errors';
import { collectTextract, startTextract, type TextractSender } from './textract-reader';

/** A Textract that answers from a script and keeps the commands it was sent. */
function fakeTextract(answer: (name: string, input: Record<string, unknown>) => unknown) {
  const sent: { name: string; input: Record<string, unknown> }[] = [];
  const client: TextractSender = {
    async send(command) {
      const name = command.constructor.name;
      const input = (command as { input: Record<string, unknown> }).input;
      sent.push({ name, input });
      const result = answer(name, input);
      if (result instanceof Error) throw result;
      return result;
    },
  };
  return { client, sent };
}

function line(text: string, top: number, left = 0.1, page?: number): Block {
  return {
    BlockType: 'LINE',
    Text: text,
    Page: page,
    Geometry: { BoundingBox: { Top: top, Left: left, Height: 0.012, Width: 0.2 } },
  };
}

const awsError = (name: string) => Object.assign(new Error(name), { name });

describe('starting Textract', () => {
  it('reads an image at once with DetectDocumentText, its lines top to bottom and side by side left to right', async () => {
    const { client, sent } = fakeTextract(() => ({
      DocumentMetadata: { Pages: 1 },
      Blocks: [
        { BlockType: 'PAGE' },
        line('2 Federal income tax withheld', 0.2, 0.7),
        line('Form W-2 Wage and Tax Statement', 0.9),
        line('1 Wages, tips, other compensation', 0.2031, 0.4),
        { BlockType: 'WORD', Text: 'Form', Page: 1 },
        line('a Employee’s social security number', 0.05),
      ],
    }));
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 1]);
    const read = await startTextract({ bytes, storageKey: 'f/1/scan.jpg', contentType: 'image/jpeg' }, client);
    expect(sent).toEqual([{ name: 'DetectDocumentTextCommand', input: { Document: { Bytes: bytes } } }]);
    expect(read).toEqual({
      done: [
        {
          page: 1,
          source: 'textract',
          lines: [
            'a Employee’s social security number',
            '1 Wages, tips, other compensation',
            '2 Federal income tax withheld',
            'Form W-2 Wage and Tax Statement',
          ],
        },
      ],
    });
  });

  it('reads a one-page PDF at once; without the bytes, from its stored object', async () => {
    const { client, sent } = fakeTextract(() => ({ DocumentMetadata: { Pages: 1 }, Blocks: [line('Form 1098', 0.1)] }));
    const read = await startTextract(
      { storageKey: 'f/1/1098.pdf', contentType: 'application/pdf', pageCount: 1 },
      client,
    );
    expect(sent[0]).toEqual({
      name: 'DetectDocumentTextCommand',
      input: { Document: { S3Object: { Bucket: env.BUCKET_NAME, Name: 'f/1/1098.pdf' } } },
    });
    expect(read).toEqual({ done: [{ page: 1, source: 'textract', lines: ['Form 1098'] }] });
  });

  it('starts an asynchronous job on the stored object for a PDF of several pages (or of unknown length)', async () => {
    const { client, sent } = fakeTextract(() => ({ JobId: 'job-1' }));
    for (const pageCount of [4, undefined]) {
      const read = await startTextract(
        { bytes: new Uint8Array([1]), storageKey: 'f/1/forms.pdf', contentType: 'application/pdf', pageCount },
        client,
      );
      expect(read).toEqual({ pending: 'job-1' });
    }
    expect(sent.map((s) => s.name)).toEqual(['StartDocumentTextDetectionCommand', 'StartDocumentTextDetectionCommand']);
    expect(sent[0]!.input).toEqual({
      DocumentLocation: { S3Object: { Bucket: env.BUCKET_NAME, Name: 'f/1/forms.pdf' } },
    });
  });

  it('a file Textract cannot read throws UnreadableFileError; a service error is thrown as it is', async () => {
    const bad = fakeTextract(() => awsError('UnsupportedDocumentException'));
    const error = await startTextract({ storageKey: 'k', contentType: 'image/gif' }, bad.client).catch((e) => e);
    expect(error).toBeInstanceOf(UnreadableFileError);
    expect(error.message).toBe(extractedDocumentText.unreadableFile);
    const throttled = fakeTextract(() => awsError('ProvisionedThroughputExceededException'));
    await expect(startTextract({ storageKey: 'k', contentType: 'image/png' }, throttled.client)).rejects.toThrow(
      'ProvisionedThroughputExceededException',
    );
  });
});

describe('collecting a Textract job', () => {
  it('answers null while the job runs', async () => {
    const { client } = fakeTextract(() => ({ JobStatus: 'IN_PROGRESS' }));
    expect(await collectTextract('job-1', client)).toBeNull();
  });

  it('gathers every page of results (NextToken) into pages, a page with no text included', async () => {
    const { client, sent } = fakeTextract((_name, input) =>
      input.NextToken === undefined
        ? {
            JobStatus: 'SUCCEEDED',
            DocumentMetadata: { Pages: 3 },
            NextToken: 'more',
            Blocks: [
              line('Form 1099-INT', 0.1, 0.1, 1),
              line('Interest Income', 0.12, 0.6, 1),
              line('Page 2 of 2', 0.95, 0.7, 3),
            ],
          }
        : {
            JobStatus: 'SUCCEEDED',
            DocumentMetadata: { Pages: 3 },
            Blocks: [line('1 Interest income', 0.3, 0.1, 1), line('continued', 0.05, 0.1, 3)],
          },
    );
    const pages = await collectTextract('job-1', client);
    expect(sent.map((s) => s.input)).toEqual([
      { JobId: 'job-1', MaxResults: 1000, NextToken: undefined },
      { JobId: 'job-1', MaxResults: 1000, NextToken: 'more' },
    ]);
    expect(pages).toEqual([
      { page: 1, source: 'textract', lines: ['Form 1099-INT', 'Interest Income', '1 Interest income'] },
      { page: 2, source: 'textract', lines: [] },
      { page: 3, source: 'textract', lines: ['continued', 'Page 2 of 2'] },
    ]);
  });

  it('a failed job, or one Textract no longer knows, throws UnreadableFileError', async () => {
    const failed = fakeTextract(() => ({ JobStatus: 'FAILED', StatusMessage: 'Request has invalid parameters' }));
    await expect(collectTextract('job-1', failed.client)).rejects.toBeInstanceOf(UnreadableFileError);
    const unknown = fakeTextract(() => awsError('InvalidJobIdException'));
    await expect(collectTextract('job-2', unknown.client)).rejects.toBeInstanceOf(UnreadableFileError);
  });
});
