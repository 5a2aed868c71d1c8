import { expect, test } from "../support/test";
import Database from "better-sqlite3";
import http from "node:http";
import path from "node:path";
import { e2eConfig } from "../support/config";
import { visitorEnquiry } from "../support/enquiry";
import { startOwnServer, type OwnServer } from "../support/own-server";

// WEB_CONCURRENCY=2 over the embedded SQLite file: both server processes answer on the one
// port and both store enquiries (each once), the primary checkpointing the file for them; a
// process killed with SIGKILL is replaced while the other keeps answering; SIGTERM stops
// every process and the server exits 0.
let server: OwnServer;

test.describe.configure({ mode: "serial" });
test.afterAll(async () => server?.stop());

interface LogLine {
  pid?: number;
  msg?: string;
  route?: string;
  status?: number;
  file?: string;
}

function logLines(): LogLine[] {
  return server
    .logs()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

/** One POST on a connection of its own (the primary hands each new connection to the next process). */
function postEnquiry(index: number): Promise<number> {
  const body = visitorEnquiry("cluster", index, "Many Cores Ltd");
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.baseUrl}/api/contact/submit`,
      {
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", origin: server.baseUrl, connection: "close" },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** Waits until the server has logged a line with message `msg`. */
async function waitForLogLine(msg: string, timeout: number): Promise<void> {
  await expect
    .poll(() => logLines().some((line) => line.msg === msg), {
      timeout,
      message: `"${msg}" in the server's log`,
    })
    .toBe(true)
    .catch((error: Error) => {
      throw new Error(`${error.message}\n${server.logs()}`);
    });
}

const servingPids = (from = 0) =>
  new Set(
    logLines()
      .slice(from)
      .filter((line) => line.route === "/api/contact/submit" && line.status === 201)
      .map((line) => line.pid!),
  );

test("two server processes share the port and the SQLite file; a killed one is replaced; SIGTERM exits 0", async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(e2eConfig.port + 37, {
    WEB_CONCURRENCY: "2",
    LOG_LEVEL: "info",
    CONTACT_RATE_LIMIT: "1000",
  });
  await waitForLogLine("server processes ready", 60_000);
  // The primary runs the checkpoints of the SQLite file both processes write, one thread for it.
  const checkpointing = logLines().filter(
    (line) => line.msg === "checkpointing the SQLite log for the server processes",
  );
  expect(checkpointing.map((line) => line.file)).toEqual([path.resolve(server.dataDir, "app.db")]);

  // 40 enquiries at once, on 40 connections, then one at a time until both processes have
  // answered (a process still loading its first route takes few of the first connections).
  const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => postEnquiry(i)));
  let sent = 40;
  while (servingPids().size < 2 && sent < 200) statuses.push(await postEnquiry(sent++));
  expect(statuses).toEqual(Array(sent).fill(201));
  const pids = servingPids();
  expect(pids.size, server.logs()).toBe(2);
  const database = new Database(path.join(server.dataDir, "app.db"), { readonly: true });
  try {
    const stored = database
      .prepare(
        "select count(*) as n, count(distinct email) as emails from contact_enquiries where email like 'cluster-%'",
      )
      .get() as { n: number; emails: number };
    expect(stored).toEqual({ n: sent, emails: sent });
    const mails = database.prepare("select count(*) as n from outbox where kind like 'contact:%'").get() as {
      n: number;
    };
    expect(mails.n).toBe(2 * sent);
  } finally {
    database.close();
  }

  // One process dies: the other answers meanwhile, and a new one takes its place.
  const [victim, survivor] = [...pids];
  process.kill(victim!, "SIGKILL");
  // (A connection handed to it in the instant before the primary saw it die is reset.)
  await waitForLogLine("server process exited; starting another", 10_000);
  const mark = logLines().length;
  expect(await postEnquiry(1000)).toBe(201);
  // Requests on fresh connections, one every poll, until the replacement has answered one.
  const answers: number[] = [];
  let replacement: number | undefined;
  const replacementAnswered = async () => {
    answers.push(await postEnquiry(1001 + answers.length));
    replacement = [...servingPids(mark)].find((pid) => pid !== survivor && pid !== victim);
    return replacement !== undefined;
  };
  await expect
    .poll(replacementAnswered, {
      timeout: 20_000,
      intervals: [100],
      message: "the replacement never answered",
    })
    .toBe(true);
  expect(answers).toEqual(Array(answers.length).fill(201));
  expect(servingPids(mark).has(victim!)).toBe(false);

  // SIGTERM: every process stops, and the server exits 0.
  const alive = [survivor!, replacement!];
  const exited = new Promise<number | null>((resolve) =>
    server.process.once("exit", (code) => resolve(code)),
  );
  server.process.kill("SIGTERM");
  expect(await exited).toBe(0);
  for (const pid of alive) expect(() => process.kill(pid, 0), `process ${pid}`).toThrow();
});
