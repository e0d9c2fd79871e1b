import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServices } from '@ledgerline/infra/local/services';
import { useLocalServices } from '../../../../tests/support/in-process';
import { sanitiseZipPath, zipEntryNames } from './zip-to-storage';

let services: RunningServices;
beforeAll(async () => {
  services = await useLocalServices();
});
afterAll(() => services?.stop());

interface Unzipped {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  bytes: Buffer;
}

/** Every entry of a zip, read with yauzl (which also refuses absolute names and '..' segments). */
async function unzip(zip: Uint8Array): Promise<Unzipped[]> {
  const yauzl = await import('yauzl');
  const file = await yauzl.fromBufferPromise(Buffer.from(zip), { lazyEntries: true });
  const out: Unzipped[] = [];
  await new Promise<void>((done, fail) => {
    file.on('error', fail);
    file.on('end', () => done());
    file.on('entry', (entry: import('yauzl').Entry) => {
      file
        .openReadStreamPromise(entry)
        .then(async (stream) => {
          const chunks: Buffer[] = [];
          for await (const c of stream) chunks.push(c as Buffer);
          out.push({ name: entry.fileName, method: entry.compressionMethod, bytes: Buffer.concat(chunks) });
          file.readEntry();
        })
        .catch(fail);
    });
    file.readEntry();
  });
  return out;
}

const tag = () => `zip-test/${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('zipObjectsToStorage: a zip of stored files, streamed from storage to storage', () => {
  it('zips three objects in order, with their names and bytes, stored as application/zip', async () => {
    const files = await import('./files');
    const { zipObjectsToStorage } = await import('./zip-to-storage');
    const dir = tag();
    const sources = [
      { key: `${dir}/1`, name: 'Returns/2025 return.pdf', body: '%PDF-1.7 pretend return' },
      { key: `${dir}/2`, name: 'notes.txt', body: 'note '.repeat(2000) },
      { key: `${dir}/3`, name: 'W-2 ñandú.csv', body: 'a,b\n1,2\n' },
    ];
    for (const s of sources) await files.putObject(s.key, s.body);

    const result = await zipObjectsToStorage(sources, `${dir}/files.zip`);

    expect(result.files).toBe(3);
    const info = await files.objectInfo(`${dir}/files.zip`);
    expect(info).toEqual({ size: result.size, contentType: 'application/zip' });
    const entries = await unzip((await files.getObjectBytes(`${dir}/files.zip`))!);
    expect(entries.map((e) => [e.name, e.bytes.toString('utf8')])).toEqual(sources.map((s) => [s.name, s.body]));
    // A PDF is stored as it is; text is deflated.
    expect(entries.map((e) => e.method)).toEqual([0, 8, 8]);
  });

  it('gives equal names (ignoring case) a number before the extension', async () => {
    const files = await import('./files');
    const { zipObjectsToStorage } = await import('./zip-to-storage');
    const dir = tag();
    const names = ['a.pdf', 'A.pdf', 'a.pdf', 'a (1).pdf', 'b'];
    for (const [i] of names.entries()) await files.putObject(`${dir}/${i}`, `file ${i}`);

    await zipObjectsToStorage(
      names.map((name, i) => ({ key: `${dir}/${i}`, name })),
      `${dir}/files.zip`,
    );

    const entries = await unzip((await files.getObjectBytes(`${dir}/files.zip`))!);
    expect(entries.map((e) => [e.name, e.bytes.toString()])).toEqual([
      ['a.pdf', 'file 0'],
      ['A (1).pdf', 'file 1'],
      ['a (2).pdf', 'file 2'],
      ['a (1) (1).pdf', 'file 3'],
      ['b', 'file 4'],
    ]);
  });

  it('writes a name that climbs out of the folder, is absolute or hides characters as a plain relative path', async () => {
    const files = await import('./files');
    const { zipObjectsToStorage } = await import('./zip-to-storage');
    const dir = tag();
    const names = [
      '../../etc/passwd',
      '/abs/x.txt',
      'C:\\Windows\\..\\system32\\evil.dll',
      'in\u0000voice\u0007.txt',
      'invoice\u202Efdp.exe',
      '..',
    ];
    for (const [i] of names.entries()) await files.putObject(`${dir}/${i}`, `file ${i}`);

    await zipObjectsToStorage(
      names.map((name, i) => ({ key: `${dir}/${i}`, name })),
      `${dir}/files.zip`,
    );

    // yauzl itself refuses absolute paths and '..' segments, so reading the zip at all proves part of it.
    const entries = await unzip((await files.getObjectBytes(`${dir}/files.zip`))!);
    expect(entries.map((e) => e.name)).toEqual([
      'etc/passwd',
      'abs/x.txt',
      'C_/Windows/system32/evil.dll',
      'invoice.txt',
      'invoicefdp.exe',
      'file',
    ]);
  });

  it('streams a zip larger than a part through a multipart upload, byte for byte', async () => {
    const files = await import('./files');
    const { zipObjectsToStorage } = await import('./zip-to-storage');
    const dir = tag();
    const big = [randomBytes(6 * 1024 * 1024), randomBytes(7 * 1024 * 1024)];
    await files.putObject(`${dir}/big-0`, big[0]!);
    await files.putObject(`${dir}/big-1`, big[1]!);

    const result = await zipObjectsToStorage(
      [
        { key: `${dir}/big-0`, name: 'scan.pdf' },
        { key: `${dir}/big-1`, name: 'scan.bin' },
      ],
      `${dir}/files.zip`,
      { partSizeBytes: 5 * 1024 * 1024 },
    );

    expect(result.size).toBeGreaterThan(13 * 1024 * 1024);
    expect((await files.objectInfo(`${dir}/files.zip`))?.size).toBe(result.size);
    const entries = await unzip((await files.getObjectBytes(`${dir}/files.zip`))!);
    expect(entries.map((e) => [e.name, sha(e.bytes)])).toEqual([
      ['scan.pdf', sha(big[0]!)],
      ['scan.bin', sha(big[1]!)],
    ]);
  });

  it('fails the whole zip on a missing object and leaves nothing at the target, before or after a part went up', async () => {
    const files = await import('./files');
    const { zipObjectsToStorage, MissingObject } = await import('./zip-to-storage');
    const dir = tag();
    await files.putObject(`${dir}/small`, 'small');
    await files.putObject(`${dir}/big`, randomBytes(11 * 1024 * 1024));

    const small = zipObjectsToStorage(
      [
        { key: `${dir}/small`, name: 'a.txt' },
        { key: `${dir}/gone`, name: 'gone.pdf' },
      ],
      `${dir}/small.zip`,
    );
    await expect(small).rejects.toBeInstanceOf(MissingObject);
    await expect(small).rejects.toMatchObject({
      status: 404,
      key: `${dir}/gone`,
      message: expect.stringContaining('gone.pdf'),
    });
    expect(await files.objectInfo(`${dir}/small.zip`)).toBeNull();

    // 11 MiB before the missing one: two 5 MiB parts have gone up when it is found, and the upload is aborted
    // (s3rver answers AbortMultipartUpload with 405, but its parts are not an object either).
    const sent: string[] = [];
    const client = await files.filesClient();
    client.middlewareStack.add(
      (next, context) => (args) => {
        sent.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize', name: 'zipTestCommands' },
    );
    const large = zipObjectsToStorage(
      [
        { key: `${dir}/big`, name: 'big.pdf' },
        { key: `${dir}/gone`, name: 'gone.pdf' },
      ],
      `${dir}/large.zip`,
      { partSizeBytes: 5 * 1024 * 1024 },
    );
    await expect(large).rejects.toBeInstanceOf(MissingObject);
    client.middlewareStack.remove('zipTestCommands');
    expect(await files.objectInfo(`${dir}/large.zip`)).toBeNull();
    expect(sent.filter((c) => /Multipart|Part/.test(c))).toEqual([
      'CreateMultipartUploadCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'AbortMultipartUploadCommand',
    ]);
  });

  it('zips no files as an empty zip', async () => {
    const files = await import('./files');
    const { zipObjectsToStorage } = await import('./zip-to-storage');
    const dir = tag();
    expect(await zipObjectsToStorage([], `${dir}/empty.zip`)).toEqual({ size: 22, files: 0 });
    expect(await unzip((await files.getObjectBytes(`${dir}/empty.zip`))!)).toEqual([]);
  });
});

describe('names in a zip', () => {
  it('are relative paths without control characters, Windows-reserved characters or trailing dots', () => {
    expect(sanitiseZipPath('a\\b\\..\\c.pdf')).toBe('a/b/c.pdf');
    expect(sanitiseZipPath('  report. ')).toBe('report');
    expect(sanitiseZipPath('what?<now>|"x"*.txt')).toBe('what__now___x__.txt');
    expect(sanitiseZipPath('./.env')).toBe('.env');
    expect(sanitiseZipPath('\u0000/\u001f')).toBe('file');
  });

  it('count up past names already taken, and keep a leading dot out of the extension', () => {
    expect(zipEntryNames(['.env', '.env', 'x/a.tar.gz', 'X/A.tar.gz', 'x/a.tar (1).gz'])).toEqual([
      '.env',
      '.env (1)',
      'x/a.tar.gz',
      'X/A.tar (1).gz',
      'x/a.tar (1) (1).gz',
    ]);
  });
});
