import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/server/env";
import { resetStorageForTests } from "@/lib/server/storage";
import { startS3Server } from "@/test/support/s3-server";
import { startSmtpCapture, type SmtpCapture } from "@/test/support/smtp-capture";
import { useTestDatabase } from "@/test/support/test-database";
import { GET as live } from "./live/route";
import { GET as ready } from "./ready/route";

// Liveness answers without dependencies; readiness names the dependency that fails.
const db = useTestDatabase();
const saved = { UPLOAD_DIR: process.env.UPLOAD_DIR, SMTP_URL: process.env.SMTP_URL };
let smtp: SmtpCapture;
let scratch: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "health-"));
});

afterAll(async () => {
  await smtp.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

afterEach(() => setEnv(saved));

function setEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
  resetStorageForTests();
}

async function readiness() {
  const response = await ready();
  return {
    status: response.status,
    body: (await response.json()) as { status: string; checks: Record<string, string> },
    cache: response.headers.get("cache-control"),
  };
}

/** A port on loopback nobody listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("GET /api/health/live", () => {
  it("answers 200 without asking anything else", async () => {
    const response = live();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("GET /api/health/ready", () => {
  it("is ready when the database, migrations and storage answer (SMTP skipped without SMTP_URL)", async () => {
    setEnv({ UPLOAD_DIR: path.join(scratch, "uploads"), SMTP_URL: undefined });
    expect(await readiness()).toEqual({
      status: 200,
      body: {
        status: "ok",
        checks: { database: "ok", migrations: "ok", storage: "ok", smtp: "skipped", backup: "skipped" },
      },
      cache: "no-store",
    });
    // The probe file is gone again.
    expect(fs.readdirSync(path.join(scratch, "uploads"))).toEqual([]);
  });

  it("checks the SMTP server when SMTP_URL is set", async () => {
    setEnv({ UPLOAD_DIR: path.join(scratch, "uploads"), SMTP_URL: smtp.url });
    expect((await readiness()).body.checks.smtp).toBe("ok");
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    const down = await readiness();
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      status: "error",
      checks: { database: "ok", migrations: "ok", storage: "ok", smtp: "failed", backup: "skipped" },
    });
  });

  it("answers 503 naming storage when the upload folder cannot take a file", async () => {
    const file = path.join(scratch, "a-file");
    fs.writeFileSync(file, "");
    setEnv({ UPLOAD_DIR: path.join(file, "uploads"), SMTP_URL: undefined });
    const down = await readiness();
    expect(down.status).toBe(503);
    expect(down.body.checks).toEqual({
      database: "ok",
      migrations: "ok",
      storage: "failed",
      smtp: "skipped",
      backup: "skipped",
    });
  });

  it("probes the S3 store when STORAGE_URL is set, and names storage when it does not answer", async () => {
    const s3 = await startS3Server("health-bucket");
    try {
      s3.use("ready");
      expect((await readiness()).body.checks.storage).toBe("ok");
      setEnv({ S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}` });
      const down = await readiness();
      expect(down.status).toBe(503);
      expect(down.body.checks).toMatchObject({ database: "ok", storage: "failed" });
    } finally {
      await s3.close();
      resetStorageForTests();
    }
  });

  it("answers 503 naming migrations when one this build knows is not applied", async () => {
    setEnv({ UPLOAD_DIR: path.join(scratch, "uploads"), SMTP_URL: undefined });
    const [last] = (await db()
      .selectFrom("kysely_migration" as never)
      .select("name" as never)
      .orderBy("name" as never, "desc")
      .limit(1)
      .execute()) as { name: string }[];
    await db()
      .deleteFrom("kysely_migration" as never)
      .where("name" as never, "=", last!.name as never)
      .execute();
    try {
      const down = await readiness();
      expect(down.status).toBe(503);
      expect(down.body.checks).toMatchObject({ database: "ok", migrations: "failed" });
    } finally {
      await db()
        .insertInto("kysely_migration" as never)
        .values({ name: last!.name, timestamp: new Date().toISOString() } as never)
        .execute();
    }
    expect((await readiness()).status).toBe(200);
  });
});
