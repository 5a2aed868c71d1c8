// Test helper: a real S3 API on loopback (s3rver, random port, its own folder), and the
// environment that points the storage module at it. Started by a test like the SMTP sink.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import S3rver from "s3rver";
import { resetEnvForTests } from "@/lib/server/env";
import { resetStorageForTests } from "@/lib/server/storage";

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** Points STORAGE_URL and the S3 variables at this server (prefix inside the bucket optional). */
  use(prefix?: string): void;
  close(): Promise<void>;
}

const storageVariables = [
  "STORAGE_URL",
  "S3_ENDPOINT",
  "AWS_REGION",
  "AWS_ACCESS_KEY_ID",
  "AWS_SECRET_ACCESS_KEY",
] as const;

export async function startS3Server(bucket = "test-files"): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "app-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const saved = Object.fromEntries(storageVariables.map((name) => [name, process.env[name]]));
  return {
    endpoint,
    bucket,
    use(prefix = "") {
      // s3rver's default credentials; the driver signs every request like it would for AWS.
      Object.assign(process.env, {
        STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ""}`,
        S3_ENDPOINT: endpoint,
        AWS_REGION: "us-east-1",
        AWS_ACCESS_KEY_ID: "S3RVER",
        AWS_SECRET_ACCESS_KEY: "S3RVER",
      });
      resetEnvForTests();
      resetStorageForTests();
    },
    async close() {
      for (const name of storageVariables) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
      resetEnvForTests();
      resetStorageForTests();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Points the storage module at a fresh local folder (the embedded default). */
export function useLocalStorageFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "app-uploads-"));
  for (const name of storageVariables) delete process.env[name];
  process.env.UPLOAD_DIR = folder;
  resetEnvForTests();
  resetStorageForTests();
  return folder;
}
