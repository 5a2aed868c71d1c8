import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Refusal } from "@/lib/refusal";
import { fixtures } from "@/test/support/fixtures";
import { buildMultipart } from "@/test/support/routes";
import { multipartBodyLimit, parseMultipart, type MultipartLimits } from "./multipart";

const limits: MultipartLimits = {
  maxFiles: 3,
  maxFileBytes: 1024,
  extensions: ["pdf", "png"],
  fileField: "attachments",
  maxFieldBytes: 512,
  maxFields: 4,
  messages: {
    tooLarge: (n) => `${n} is too large (max 20MB)`,
    badType: (n) => `${n} is not a supported file type`,
    tooMany: "Maximum 10 files allowed",
  },
};

let dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "multipart-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A request whose body arrives in chunks of `chunkSize` bytes, to cross every boundary. */
function request(body: Buffer, contentType: string, chunkSize = body.length) {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < body.length; i += chunkSize)
        controller.enqueue(new Uint8Array(body.subarray(i, i + chunkSize)));
      controller.close();
    },
  });
  return new Request("http://localhost/upload", {
    method: "POST",
    body: stream,
    headers: { "content-type": contentType },
    duplex: "half",
  } as RequestInit);
}

async function failure(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
}

/** A request whose body is `head`, then `fill` repeated in 64 KB chunks up to `total` bytes, counting what the reader pulled. */
function endless(head: string, fill: string, total: number, headers: Record<string, string> = {}) {
  const chunk = Buffer.from(fill.repeat(Math.ceil(65_536 / fill.length)).slice(0, 65_536));
  const read = { bytes: 0 };
  let sent = 0;
  let headSent = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = headSent ? chunk : Buffer.from(head);
        headSent = true;
        if (sent >= total) return controller.close();
        sent += next.length;
        read.bytes += next.length;
        controller.enqueue(new Uint8Array(next));
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request("http://localhost/upload", {
    method: "POST",
    body: stream,
    headers: { "content-type": "multipart/form-data; boundary=XX", ...headers },
    duplex: "half",
  } as RequestInit);
  return { request, read };
}

const MB = 1024 * 1024;

describe("parseMultipart", () => {
  it.each([1, 7, 64, 100_000])("reads fields and files exactly with %i-byte chunks", async (chunkSize) => {
    const dir = tempDir();
    const pdf = fixtures.pdf();
    const png = fixtures.png();
    const { body, contentType } = buildMultipart({ data: '{"a":"ü\\r\\n--x"}', note: "" }, [
      { filename: "C:\\Users\\me\\proposal.PDF", content: pdf },
      { filename: "logo.png", content: png },
      { filename: "", content: Buffer.alloc(0) },
    ]);
    const parsed = await parseMultipart(request(body, contentType, chunkSize), dir, limits);
    expect(parsed.fields).toEqual({ data: '{"a":"ü\\r\\n--x"}', note: "" });
    expect(parsed.files.map((f) => [f.originalName, f.extension, f.size])).toEqual([
      ["proposal.PDF", "pdf", pdf.length],
      ["logo.png", "png", png.length],
    ]);
    expect(fs.readFileSync(parsed.files[0]!.tempPath).equals(pdf)).toBe(true);
    expect(fs.readFileSync(parsed.files[1]!.tempPath).equals(png)).toBe(true);
  });

  it("refuses a file over the size limit while it streams, leaving no temporary file", async () => {
    const dir = tempDir();
    const { body, contentType } = buildMultipart({}, [
      { filename: "big.pdf", content: Buffer.alloc(5000, 1) },
    ]);
    const error = await failure(parseMultipart(request(body, contentType, 256), dir, limits));
    expect(error.status).toBe(413);
    expect(error.message).toBe("big.pdf is too large (max 20MB)");
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it.each([
    [
      "an unsupported extension",
      [{ filename: "run.exe", content: fixtures.exe() }],
      400,
      "run.exe is not a supported file type",
    ],
    [
      "no extension",
      [{ filename: "README", content: Buffer.from("x") }],
      400,
      "README is not a supported file type",
    ],
    [
      "too many files",
      Array.from({ length: 4 }, (_, i) => ({ filename: `f${i}.pdf`, content: fixtures.pdf() })),
      400,
      "Maximum 10 files allowed",
    ],
    [
      "a file under another field name",
      [{ filename: "a.pdf", content: fixtures.pdf(), field: "avatar" }],
      400,
      'Unexpected file field "avatar".',
    ],
  ])("refuses %s and removes staged files", async (_name, files, status, message) => {
    const dir = tempDir();
    const { body, contentType } = buildMultipart({}, files);
    const error = await failure(parseMultipart(request(body, contentType, 50), dir, limits));
    expect([error.status, error.message]).toEqual([status, message]);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("refuses a missing boundary (415), an oversized field (413) and a truncated body (400)", async () => {
    const dir = tempDir();
    expect(
      (await failure(parseMultipart(request(Buffer.from("x"), "application/json"), dir, limits))).status,
    ).toBe(415);
    const big = buildMultipart({ data: "x".repeat(600) }, []);
    expect((await failure(parseMultipart(request(big.body, big.contentType), dir, limits))).status).toBe(413);
    const whole = buildMultipart({ data: "{}" }, [{ filename: "a.pdf", content: fixtures.pdf() }]);
    const truncated = whole.body.subarray(0, whole.body.length - 30);
    expect((await failure(parseMultipart(request(truncated, whole.contentType), dir, limits))).status).toBe(
      400,
    );
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it.each([
    ["a boundary line without its CRLF", "--XX", "A"],
    ["a preamble that never reaches a boundary", "", "A"],
    ["a header block that never ends", '--XX\r\nContent-Disposition: form-data; name="data"\r\n', "A"],
  ])("refuses %s after a few KB, not after reading 20 MB", async (_name, head, fill) => {
    const dir = tempDir();
    const { request: body, read } = endless(head, fill, 20 * MB);
    const error = await failure(parseMultipart(body, dir, limits));
    expect([error.status, error.message]).toEqual([400, "Malformed multipart body."]);
    expect(read.bytes).toBeLessThan(256 * 1024);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("refuses a body past what its limits allow while it streams (a part it would skip included), and a declared length over them unread", async () => {
    const dir = tempDir();
    const limit = multipartBodyLimit(limits);
    const message = `The request body is too large (limit ${Math.floor(limit / 1024)} KB).`;
    const skipped = '--XX\r\nContent-Disposition: form-data; name="attachments"; filename=""\r\n\r\n';
    const { request: body, read } = endless(skipped, "B", 20 * MB);
    const error = await failure(parseMultipart(body, dir, limits));
    expect([error.status, error.message]).toEqual([413, message]);
    expect(read.bytes).toBeLessThan(limit + 2 * 65_536);
    const declared = endless(skipped, "B", 20 * MB, { "content-length": String(limit + 1) });
    const refused = await failure(parseMultipart(declared.request, dir, limits));
    expect([refused.status, refused.message]).toEqual([413, message]);
    expect(declared.read.bytes).toBeLessThan(65_536);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it.each([
    ["in one chunk with the boundary", 1_000_000],
    ["in 4 KB chunks", 4096],
    ["in 1-byte chunks around the limit", 1],
  ])("counts a preamble %s: 60 KB is refused, 4 KB is read", async (_name, chunkSize) => {
    const dir = tempDir();
    const { body, contentType } = buildMultipart({ data: "kept" }, [
      { filename: "a.pdf", content: fixtures.pdf() },
    ]);
    const preamble = (bytes: number) => Buffer.from(`${"P".repeat(bytes - 2)}\r\n`);
    const long = Buffer.concat([preamble(60 * 1024), body]);
    const size = chunkSize === 1 ? 512 : chunkSize;
    const error = await failure(parseMultipart(request(long, contentType, size), dir, limits));
    expect([error.status, error.message]).toEqual([400, "Malformed multipart body."]);
    expect(fs.readdirSync(dir)).toEqual([]);
    const short = Buffer.concat([preamble(4 * 1024), body]);
    const parsed = await parseMultipart(request(short, contentType, chunkSize), dir, limits);
    expect(parsed.fields).toEqual({ data: "kept" });
    expect(parsed.files).toHaveLength(1);
  });

  it("reads a UTF-8 file name, and a file name sent as filename*", async () => {
    const dir = tempDir();
    const boundary = "XX";
    const body = Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="attachments"; filename="Angebot für Müller.pdf"',
        "Content-Type: application/pdf",
        "",
        fixtures.pdf().toString("latin1"),
        `--${boundary}`,
        "Content-Disposition: form-data; name=\"attachments\"; filename*=UTF-8''%C3%A9t%C3%A9.pdf",
        "",
        fixtures.pdf().toString("latin1"),
        `--${boundary}--`,
        "",
      ].join("\r\n"),
      "latin1",
    );
    // The first name's bytes are UTF-8 (as browsers send them).
    const utf8 = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="`),
      Buffer.from("Angebot für Müller.pdf", "utf8"),
      body.subarray(body.indexOf('"\r\nContent-Type')),
    ]);
    const parsed = await parseMultipart(
      request(utf8, `multipart/form-data; boundary=${boundary}`, 9),
      dir,
      limits,
    );
    expect(parsed.files.map((file) => file.originalName)).toEqual(["Angebot für Müller.pdf", "été.pdf"]);
  });
});
