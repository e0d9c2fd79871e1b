/**
 * A file written to storage as it is made: chunks go into a multipart upload as they come, so an export's PDF never
 * sits whole in memory (memory stays near partSize × (queueSize + 1)). Load lazily: it carries lib-storage.
 */
import { PassThrough } from 'node:stream';
import { filesBucket, filesClient } from '../platform/adapters/files';
import type { ByteSink } from './model';

const partSize = 8 * 1024 * 1024;

export interface StorageSink {
  sink: ByteSink;
  /** Ends the file and waits for it to be stored; answers its size. */
  close(): Promise<number>;
  /** Gives up: nothing is left at the key. */
  abort(): Promise<void>;
}

export async function openStorageSink(key: string, contentType: string): Promise<StorageSink> {
  const [{ Upload }, client] = await Promise.all([import('@aws-sdk/lib-storage'), filesClient()]);
  const body = new PassThrough({ highWaterMark: partSize });
  let size = 0;
  const upload = new Upload({
    client,
    params: { Bucket: filesBucket, Key: key, Body: body, ContentType: contentType },
    partSize,
    queueSize: 2,
    leavePartsOnError: false,
  });
  const stored = upload.done();
  // Until close() awaits it, a failure is held here (and surfaces at the next write or at close).
  let failure: unknown;
  stored.catch((e: unknown) => {
    failure = e;
    body.destroy();
  });
  return {
    sink: {
      write(chunk) {
        if (failure) return Promise.reject(failure);
        size += chunk.length;
        if (body.write(chunk)) return Promise.resolve();
        return new Promise((resolve, reject) => {
          const onDrain = () => {
            body.off('close', onClose);
            resolve();
          };
          const onClose = () => {
            body.off('drain', onDrain);
            reject(failure ?? new Error('The export upload stopped'));
          };
          body.once('drain', onDrain);
          body.once('close', onClose);
        });
      },
    },
    async close() {
      body.end();
      await stored;
      return size;
    },
    async abort() {
      await upload.abort().catch(() => {});
      body.destroy();
      await stored.catch(() => {});
    },
  };
}
