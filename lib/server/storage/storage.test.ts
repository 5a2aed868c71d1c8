import { createHash, randomBytes, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkStorage, storage, StorageNotFoundError } from "@/lib/server/storage";
import { startS3Server, useLocalStorageFolder, type S3TestServer } from "@/test/support/s3-server";
import { resetEnvForTests } from "@/lib/server/env";
import { resetStorageForTests } from "@/lib/server/storage";
import { decideRange } from "./range";

// One suite, both drivers: the local folder and S3 (s3rver on loopback, a real S3 API).

const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");
const key = (ext = "pdf", folder = "") => `${folder}${randomUUID()}.${ext}`;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A stream that yields `total` bytes in 64 KB chunks, never holding them all. */
function generated(total: number, seed: number): { stream: Readable; digest: () => string } {
  const hash = createHash("sha256");
  let sent = 0;
  const stream = Readable.from(
    (function* () {
      while (sent < total) {
        const size = Math.min(64 * 1024, total - sent);
        const chunk = Buffer.alloc(size, (sent / 65536 + seed) % 251);
        hash.update(chunk);
        sent += size;
        yield chunk;
      }
    })(),
  );
  return { stream, digest: () => hash.copy().digest("hex") };
}

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
});

const drivers = [
  { name: "local folder", use: () => void useLocalStorageFolder() },
  { name: "S3 (s3rver)", use: () => s3.use("files") },
];

describe.each(drivers)("storage: $name driver", ({ use }) => {
  beforeAll(() => use());

  it("stores a stream and reads the same bytes back with its size and content type", async () => {
    const data = randomBytes(300_000);
    const k = key("pdf");
    await storage().put(k, Readable.from([data.subarray(0, 1000), data.subarray(1000)]), "application/pdf");
    const opened = await storage().open(k);
    expect(opened.size).toBe(data.length);
    expect(opened.contentType).toBe("application/pdf");
    expect(sha(await readAll(opened.stream))).toBe(sha(data));
  });

  it("streams a 20 MB upload (several multipart parts on S3) and reads it back", async () => {
    const k = key("mp4", "resources/");
    const source = generated(20 * 1024 * 1024, 7);
    await storage().put(k, source.stream, "video/mp4");
    const opened = await storage().open(k);
    expect(opened.size).toBe(20 * 1024 * 1024);
    expect(opened.contentType).toBe("video/mp4");
    const hash = createHash("sha256");
    for await (const chunk of opened.stream) hash.update(chunk as Buffer);
    expect(hash.digest("hex")).toBe(source.digest());
  });

  it("reads byte ranges: the start, the middle, the last byte", async () => {
    const data = randomBytes(10_000);
    const k = key("zip");
    await storage().put(k, Readable.from([data]), "application/zip");
    for (const [start, end] of [
      [0, 0],
      [100, 4_999],
      [9_999, 9_999],
    ] as const) {
      const part = await storage().open(k, { start, end });
      expect(part.size).toBe(10_000);
      expect((await readAll(part.stream)).equals(data.subarray(start, end + 1))).toBe(true);
    }
  });

  it("answers StorageNotFoundError for an absent key and for keys it never generates", async () => {
    await expect(storage().open(key())).rejects.toBeInstanceOf(StorageNotFoundError);
    for (const bad of [
      "../../etc/passwd",
      "/etc/passwd",
      "a/b/c/../d.pdf",
      "",
      "x.pdf",
      `${randomUUID()}.pdf/../x`,
      `..\\${randomUUID()}.pdf`,
    ]) {
      await expect(storage().open(bad)).rejects.toBeInstanceOf(StorageNotFoundError);
    }
  });

  it("deletes (an absent key too) and lists by prefix with sizes and dates", async () => {
    const folder = `list-${randomUUID().slice(0, 8)}/`;
    const keys = [key("pdf", folder), key("docx", folder)];
    for (const k of keys) await storage().put(k, Readable.from([Buffer.from("hello")]), "application/pdf");
    const listed = [];
    for await (const item of storage().list(folder)) listed.push(item);
    expect(listed.map((item) => item.key).sort()).toEqual([...keys].sort());
    expect(
      listed.every((item) => item.size === 5 && Math.abs(item.lastModified.getTime() - Date.now()) < 60_000),
    ).toBe(true);
    await storage().delete(keys[0]!);
    await storage().delete(keys[0]!);
    await expect(storage().open(keys[0]!)).rejects.toBeInstanceOf(StorageNotFoundError);
    const after = [];
    for await (const item of storage().list(folder)) after.push(item.key);
    expect(after).toEqual([keys[1]]);
  });

  it("leaves nothing under the key when the upload stream fails midway", async () => {
    const k = key("pdf");
    const failing = Readable.from(
      (async function* () {
        yield randomBytes(100_000);
        throw new Error("client went away");
      })(),
    );
    await expect(storage().put(k, failing, "application/pdf")).rejects.toThrow();
    await expect(storage().open(k)).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it("passes the readiness probe", async () => {
    expect(await checkStorage()).toMatchObject({ ok: true });
  });
});

describe("storage readiness", () => {
  it("reports a missing bucket and an unreachable store as not ready", async () => {
    s3.use();
    process.env.STORAGE_URL = "s3://no-such-bucket/files";
    resetEnvForTests();
    resetStorageForTests();
    expect(await checkStorage()).toMatchObject({ ok: false, driver: "s3" });
    process.env.STORAGE_URL = "s3://test-files";
    process.env.S3_ENDPOINT = "http://127.0.0.1:9";
    resetEnvForTests();
    resetStorageForTests();
    expect(await checkStorage()).toMatchObject({ ok: false, driver: "s3" });
  });

  it("refuses bad settings with a message naming them", async () => {
    const { env } = await import("@/lib/server/env");
    for (const [name, value] of [
      ["STORAGE_URL", "http://bucket/x"],
      ["STORAGE_URL", "s3://"],
      ["S3_ENDPOINT", "ftp://x"],
      ["AWS_SECRET_ACCESS_KEY", ""],
    ] as const) {
      s3.use();
      if (name === "AWS_SECRET_ACCESS_KEY") delete process.env.AWS_SECRET_ACCESS_KEY;
      else process.env[name] = value;
      resetEnvForTests();
      expect(() => env()).toThrow(name);
    }
    s3.use();
  });
});

describe("byte ranges", () => {
  it.each([
    [null, { kind: "whole" }],
    ["bytes=0-99", { kind: "partial", range: { start: 0, end: 99 } }],
    ["bytes=900-", { kind: "partial", range: { start: 900, end: 999 } }],
    ["bytes=-100", { kind: "partial", range: { start: 900, end: 999 } }],
    ["bytes=-5000", { kind: "partial", range: { start: 0, end: 999 } }],
    ["bytes=500-99999", { kind: "partial", range: { start: 500, end: 999 } }],
    ["bytes=1000-", { kind: "unsatisfiable" }],
    ["bytes=-0", { kind: "unsatisfiable" }],
    ["bytes=0-1,5-9", { kind: "whole" }],
    ["items=0-9", { kind: "whole" }],
    ["bytes=9-1", { kind: "whole" }],
    ["bytes=-", { kind: "whole" }],
  ])("%s on 1000 bytes", (header, expected) => {
    expect(decideRange(header, 1000)).toEqual(expected);
  });
});

describe("storage: local folder modes", () => {
  it("keeps uploads readable by the server's user only: folders 0700, files 0600", async () => {
    const folder = useLocalStorageFolder();
    const fs = await import("node:fs");
    fs.chmodSync(folder, 0o755);
    await checkStorage();
    const k = key("pdf", "attachments/");
    await storage().put(k, Readable.from([Buffer.from("%PDF-1.4 x")]), "application/pdf");
    const mode = (target: string) => (fs.statSync(target).mode & 0o777).toString(8);
    expect(mode(folder)).toBe("700");
    expect(mode(`${folder}/attachments`)).toBe("700");
    expect(mode(`${folder}/.incoming`)).toBe("700");
    expect(mode(`${folder}/${k}`)).toBe("600");
  });
});
