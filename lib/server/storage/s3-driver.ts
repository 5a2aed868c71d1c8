import "server-only";
import { Transform, type Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import {
  assertKey,
  StorageNotFoundError,
  type ByteRange,
  type ListedObject,
  type ObjectStore,
  type OpenedObject,
} from "./types";

// S3-compatible object storage (STORAGE_URL=s3://bucket/prefix). Uploads stream through
// lib-storage's multipart Upload (parts of 8 MB, so at most a few parts are in memory),
// downloads stream the response body; a range is passed on to the store as a Range header.

export interface S3Settings {
  bucket: string;
  /** "" or a folder ending with "/". */
  prefix: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** Parses s3://bucket/some/prefix into its bucket and key prefix. */
export function parseStorageUrl(url: string): { bucket: string; prefix: string } {
  const parsed = new URL(url);
  const folder = decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, "");
  return { bucket: parsed.hostname, prefix: folder ? `${folder}/` : "" };
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

function sliceBytes(range: ByteRange): Transform {
  let position = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const from = Math.max(range.start - position, 0);
      const to = Math.min(range.end + 1 - position, chunk.length);
      position += chunk.length;
      done(null, from < to ? chunk.subarray(from, to) : undefined);
    },
  });
}

export function s3Store(settings: S3Settings): ObjectStore {
  const client = new S3Client({
    region: settings.region,
    // A store that cannot be reached fails the readiness probe in seconds, not minutes.
    requestHandler: { connectionTimeout: 3000 },
    // A custom endpoint (MinIO, s3rver, most S3-compatible stores) wants path-style addresses.
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const objectKey = (key: string) => {
    assertKey(key);
    return `${settings.prefix}${key}`;
  };

  return {
    kind: "s3",
    async put(key: string, body: Readable, contentType: string) {
      const upload = new Upload({
        client,
        params: { Bucket: settings.bucket, Key: objectKey(key), Body: body, ContentType: contentType },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
      });
      await upload.done();
    },
    async open(key: string, range?: ByteRange): Promise<OpenedObject> {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: settings.bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        // With a range, the whole size is the part after the slash of Content-Range.
        const total = answer.ContentRange
          ? Number(answer.ContentRange.split("/")[1])
          : Number(answer.ContentLength ?? 0);
        const body = answer.Body as Readable;
        // A store may ignore Range and send the whole object (HTTP allows it; s3rver does
        // for "bytes=0-0"): then the range is cut out here.
        const ignored = range && Number(answer.ContentLength) !== range.end - range.start + 1;
        const stream = range && ignored ? body.pipe(sliceBytes(range)) : body;
        return { stream, size: total, contentType: answer.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },
    async delete(key: string) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
    async *list(prefix: string): AsyncIterable<ListedObject> {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: settings.bucket,
            Prefix: `${settings.prefix}${prefix}`,
            ContinuationToken: token,
          }),
        );
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          yield {
            key: item.Key.slice(settings.prefix.length),
            size: Number(item.Size ?? 0),
            lastModified: item.LastModified ?? new Date(0),
          };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    },
  };
}
