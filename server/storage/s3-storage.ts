// Files in S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, …) when S3_URL is set
// (docs/decisions/0012), through the AWS SDK v3, loaded only then. Objects are named
// `{prefix}{bucket}/{key}`, so résumés and covers share one storage bucket and stay apart.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { bytesOf, type FileBucket, type FileStorage } from './file-storage';

export interface S3Location {
  endpoint: string;
  region: string;
  bucket: string;
  /** Folder inside the storage bucket, '' or ending with '/'. */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Addresses objects as endpoint/bucket/key (MinIO, most S3-compatible stores) rather than bucket.endpoint/key. */
  pathStyle: boolean;
}

/**
 * `https://ACCESS_KEY:SECRET@endpoint[:port]/bucket[/prefix]?region=eu-west-2[&style=virtual]`; the keys
 * may be percent-encoded. Path-style addressing unless `style=virtual`.
 */
export function parseS3Url(value: string): S3Location {
  const url = new URL(value);
  if (!/^https?:$/.test(url.protocol))
    throw new Error('S3_URL must start with https:// (or http:// for a local store)');
  const [bucket = '', ...folders] = url.pathname.split('/').filter(Boolean);
  if (!bucket)
    throw new Error('S3_URL must name the storage bucket as its path: https://key:secret@host/bucket');
  if (!url.username || !url.password)
    throw new Error('S3_URL must carry the access key and secret: https://key:secret@host/bucket');
  return {
    endpoint: `${url.protocol}//${url.host}`,
    region: url.searchParams.get('region') ?? 'us-east-1',
    bucket,
    prefix: folders.length ? `${folders.join('/')}/` : '',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    pathStyle: url.searchParams.get('style') !== 'virtual',
  };
}

export async function createS3Client(location: S3Location): Promise<S3Client> {
  const { S3Client } = await import('@aws-sdk/client-s3');
  return new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: location.pathStyle,
    credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
  });
}

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

export async function createS3Storage(
  client: S3Client,
  location: S3Location,
  fileBucket: FileBucket,
): Promise<FileStorage> {
  const s3 = await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const folder = `${location.prefix}${fileBucket}/`;
  const object = (key: string) => ({ Bucket: location.bucket, Key: `${folder}${key}` });

  const exists = async (key: string) => {
    try {
      await client.send(new s3.HeadObjectCommand(object(key)));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  };
  /** Streams `source` to the key; a failed source aborts the upload, so nothing is kept. */
  const upload = async (key: string, source: AsyncIterable<Uint8Array>) => {
    await new Upload({ client, params: { ...object(key), Body: Readable.from(source) } }).done();
  };

  const storage: FileStorage = {
    put: (data) => storage.putStream(bytesOf(data)),
    async putStream(source) {
      const key = randomUUID();
      await upload(key, source);
      return key;
    },
    async putKeyed(key, source) {
      if (await exists(key)) return false;
      await upload(key, source);
      return true;
    },
    async openIfPresent(key) {
      try {
        const { Body } = await client.send(new s3.GetObjectCommand(object(key)));
        return Body instanceof Readable ? Body : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      // S3 deletes silently either way: asking first keeps "was it there?" for the sweep's counts.
      if (!(await exists(key))) return false;
      await client.send(new s3.DeleteObjectCommand(object(key)));
      return true;
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new s3.ListObjectsV2Command({ Bucket: location.bucket, Prefix: folder, ContinuationToken }),
        );
        for (const item of page.Contents ?? []) {
          if (item.Key)
            yield { key: item.Key.slice(folder.length), modifiedAt: item.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
  return storage;
}
