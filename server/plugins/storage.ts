// app.storage: where résumés and blog covers are kept, for every route, the scheduler and the seed
// (docs/decisions/0012): the database by default, S3-compatible object storage when S3_URL is set.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createDatabaseStorage } from '../storage/database-storage';
import type { FileStores } from '../storage/file-storage';
import { createS3Client, createS3Storage, parseS3Url } from '../storage/s3-storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStores;
  }
}

/** The file stores this configuration asks for; `close` lets go of their connections. */
export async function openFileStores(
  db: Db,
  { s3Url }: Pick<Config, 's3Url'>,
): Promise<FileStores & { close(): void }> {
  if (!s3Url) {
    return {
      resumes: createDatabaseStorage(db, 'resumes'),
      covers: createDatabaseStorage(db, 'covers'),
      close() {},
    };
  }
  const location = parseS3Url(s3Url);
  const client = await createS3Client(location);
  return {
    resumes: await createS3Storage(client, location, 'resumes'),
    covers: await createS3Storage(client, location, 'covers'),
    close: () => client.destroy(),
  };
}

export const storagePlugin = fp(
  async function storage(app: FastifyInstance) {
    const { close, ...stores } = await openFileStores(app.database.db, app.config);
    app.decorate('storage', stores);
    app.addHook('onClose', async () => close());
  },
  { name: 'storage', dependencies: ['db'] },
);
