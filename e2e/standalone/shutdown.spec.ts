import { expect, test } from "../support/test";
import Database from "better-sqlite3";
import http from "node:http";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { e2eConfig } from "../support/config";
import { visitorEnquiry } from "../support/enquiry";
import { startOwnServer, type OwnServer } from "../support/own-server";

// SIGTERM on the production server (a deployment, `docker stop`): it takes no new
// connection, the request in flight completes, the mail batch being sent is finished and
// nothing more is claimed, and the process exits 0. Afterwards every outbox row is sent
// (exactly once at the SMTP peer) or waiting for the next sender, none held under a lease.
const SMTP_DELAY_MS = 300;
const received: string[] = [];
let dataStarted: () => void = () => {};
const firstData = new Promise<void>((resolve) => (dataStarted = resolve));
let smtp: SMTPServer;
let server: OwnServer;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      dataStarted();
      simpleParser(stream)
        .then((mail) => setTimeout(() => (received.push(mail.messageId ?? ""), callback()), SMTP_DELAY_MS))
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(e2eConfig.port + 32, "127.0.0.1", resolve));
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const enquiry = (index: number) => visitorEnquiry("shutdown", index, "Graceful Stops Ltd");

test("SIGTERM finishes the request in flight and the mail batch under way, then exits 0", async () => {
  test.setTimeout(90_000);
  server = await startOwnServer(e2eConfig.port + 31, {
    SMTP_URL: `smtp://127.0.0.1:${e2eConfig.port + 32}`,
    SMTP_MAX_CONNECTIONS: "2",
    MAIL_POLL_MS: "200",
    CONTACT_RATE_LIMIT: "1000",
    SHUTDOWN_TIMEOUT_MS: "30000",
  });
  const { baseUrl } = server;
  // 15 enquiries, 30 bulk messages: more than one claimed batch (20).
  for (let index = 0; index < 15; index += 1) {
    const answer = await fetch(`${baseUrl}/api/contact/submit`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl },
      body: enquiry(index),
    });
    expect(answer.status).toBe(201);
  }
  await firstData; // a batch is being sent

  // A request in flight: its head and half its body are in, the rest comes after SIGTERM.
  const body = enquiry(99);
  const half = Math.floor(body.length / 2);
  const request = http.request(`${baseUrl}/api/contact/submit`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      origin: baseUrl,
    },
  });
  const slow = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.on("response", (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on("error", reject);
  });
  await new Promise<void>((resolve) => request.write(body.slice(0, half), () => resolve()));
  // A fixed wait on purpose: nothing outside the server tells when it has accepted the
  // connection and read the head; the half body is on the loopback socket by now.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const exited = new Promise<number | null>((resolve) =>
    server.process.once("exit", (code) => resolve(code)),
  );
  server.process.kill("SIGTERM");
  // It closes its listening socket as it logs that it is stopping.
  await expect.poll(() => server.logs().includes("stopping: no new connections")).toBe(true);
  // No new connection is taken.
  expect(
    await fetch(`${baseUrl}/api/health/live`).then(
      () => "answered",
      () => "refused",
    ),
  ).toBe("refused");
  request.end(body.slice(half));

  expect(await slow).toMatchObject({ status: 201 });
  expect(await exited).toBe(0);
  expect(server.logs()).toContain('"msg":"stopped"');

  const db = new Database(path.join(server.dataDir, "app.db"), { readonly: true });
  const rows = db.prepare("select id, status, locked_until from outbox").all() as {
    id: string;
    status: string;
    locked_until: string | null;
  }[];
  db.close();
  expect(rows).toHaveLength(32);
  // Nothing left marked as being sent by the stopped process.
  expect(rows.filter((row) => row.status === "sending")).toEqual([]);
  expect(rows.filter((row) => row.status === "pending" && row.locked_until !== null)).toEqual([]);
  // Sent exactly once: the SMTP peer has every sent row once, and nothing else.
  const sent = rows.filter((row) => row.status === "sent").map((row) => row.id);
  expect(sent.length).toBeGreaterThanOrEqual(1);
  const receivedIds = received.map((messageId) => messageId.replace(/^<|@.*$/g, ""));
  expect(new Set(receivedIds).size).toBe(receivedIds.length);
  expect(receivedIds.sort()).toEqual(sent.sort());
  // The rest waits for the next sender (the batch under way was finished, no other claimed).
  expect(rows.filter((row) => row.status === "pending").length).toBeGreaterThanOrEqual(2);
});
