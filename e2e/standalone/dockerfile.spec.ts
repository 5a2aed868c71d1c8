import { expect, test } from "../support/test";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { e2eConfig } from "../support/config";

// Docker is not available on the build machines, so the image is proven by running what
// it runs: `npm run build` (the suite's build, scripts/test-all.mjs) and then the last
// stage's CMD, with its ENV, from its WORKDIR's equivalent (.next/standalone, which the
// image copies to /app). Both are read from the Dockerfile, so a change there is tested.
// Only what `docker run` would be given is added: the required secrets and addresses.
interface RuntimeStage {
  env: Record<string, string>;
  cmd: string[];
  healthcheck: string[];
  user: string;
}

function runtimeStage(): RuntimeStage {
  const text = fs.readFileSync("Dockerfile", "utf8").replace(/\\\n/g, " ");
  const stages = text.split(/^FROM /m);
  const last = stages.at(-1)!;
  const env: Record<string, string> = {};
  for (const [, pairs] of last.matchAll(/^ENV (.+)$/gm)) {
    for (const [, key, value] of pairs!.matchAll(/(\w+)=(\S+)/g)) env[key!] = value!;
  }
  const cmd = JSON.parse(last.match(/^CMD (\[.+\])$/m)![1]!) as string[];
  const healthcheck = JSON.parse(last.match(/^HEALTHCHECK .* CMD (\[.+\])$/m)![1]!) as string[];
  const user = last.match(/^USER (\S+)$/m)?.[1] ?? "root";
  return { env, cmd, healthcheck, user };
}

const port = e2eConfig.port + 33;
let server: ChildProcess | undefined;
let dataDir = "";

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server!.once("exit", resolve));
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test("the image's runtime stage is non-root, production and checks liveness", () => {
  const stage = runtimeStage();
  expect(stage.user).not.toBe("root");
  expect(stage.env).toMatchObject({ NODE_ENV: "production", PORT: "3000" });
  expect(stage.cmd).toEqual(["node", "server.js"]);
  expect(stage.healthcheck.join(" ")).toContain("/api/health/live");
});

test("the standalone server, started as the image's CMD with its ENV, becomes ready and passes its health check", async () => {
  test.setTimeout(90_000);
  const stage = runtimeStage();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "image-data-"));
  const cwd = path.resolve(".next/standalone");
  const [command, ...args] = stage.cmd;
  let output = "";
  const child = spawn(command === "node" ? process.execPath : command!, args, {
    cwd,
    env: {
      NODE_ENV: "production",
      PATH: process.env.PATH,
      ...stage.env,
      // `docker run -e ...`: the settings production requires, a port of this test's own,
      // the data volume.
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: e2eConfig.serverEnv.SESSION_SECRET,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server = child;
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));

  const baseUrl = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${baseUrl}/api/health/ready`).catch(() => null))?.status ?? 0, {
      timeout: 60_000,
      message: output,
    })
    .toBe(200);
  const ready = await (await fetch(`${baseUrl}/api/health/ready`)).json();
  expect(ready).toEqual({
    status: "ok",
    checks: { database: "ok", migrations: "ok", storage: "ok", smtp: "skipped", backup: "skipped" },
  });
  // The HEALTHCHECK command itself, as Docker would run it inside the container.
  const [checkCommand, ...checkArgs] = stage.healthcheck;
  const check = spawnSync(checkCommand === "node" ? process.execPath : checkCommand!, checkArgs, {
    env: { NODE_ENV: "production", PATH: process.env.PATH, PORT: String(port) },
    timeout: 10_000,
  });
  expect(check.status).toBe(0);
  // Its log is JSON lines (one per API request).
  expect(output).toMatch(/^\{"level":"info".*"route":"\/api\/health\/ready","status":200/m);
  // `docker stop`: SIGTERM, and a clean exit well within Docker's 10 s.
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  expect(await exited).toBe(0);
});
