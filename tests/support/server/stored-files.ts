// What the app's file stores hold, read through app.storage as the app itself would (tests/server).
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import type { FileBucket } from '../../../server/storage/file-storage';

/** Every key stored in the bucket, complete or not, sorted. */
export async function storedKeys(app: FastifyInstance, bucket: FileBucket = 'resumes'): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of app.storage[bucket].list()) keys.push(file.key);
  return keys.sort();
}

/** The stored bytes of a key, or null when the store has no such file. */
export async function storedBytes(
  app: FastifyInstance,
  key: string,
  bucket: FileBucket = 'resumes',
): Promise<Buffer | null> {
  const stream = await app.storage[bucket].openIfPresent(key);
  return stream ? buffer(stream) : null;
}
