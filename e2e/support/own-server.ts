import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { e2eConfig } from "./config";

export interface OwnServer {
  baseUrl: string;
  /** Everything the server wrote to stdout and stderr so far (its JSON log lines). */
  logs(): string;
  /** The server's process, for tests that signal it themselves. */
  process: ChildProcess;
  /** Its data directory (the SQLite file, written mail), removed by stop(). */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the deployment artefact, `node .next/standalone/server.js`, on its own port with
 * a fresh data directory and the given settings (the shared e2e server's relaxed limits
 * do not apply), and waits until its health check answers.
 */
export async function startOwnServer(
  port: number,
  settings: Record<string, string> = {},
): Promise<OwnServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "own-server-"));
  let output = "";
  const server: ChildProcess = spawn(process.execPath, [".next/standalone/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      SESSION_SECRET: e2eConfig.serverEnv.SESSION_SECRET,
      SMTP_URL: "",
      DATABASE_URL: "",
      ...settings,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && server.exitCode === null) {
    if (
      await fetch(`${baseUrl}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    ) {
      return { baseUrl, stop, logs: () => output, process: server, dataDir };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The standalone server did not start:\n${output}`);
}
