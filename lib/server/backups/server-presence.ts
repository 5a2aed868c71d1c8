import "server-only";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// A running server marks DATA_DIR: one file per process under DATA_DIR/servers, touched every
// HEARTBEAT_MS and removed at exit. A restore refuses while any is fresh. A heartbeat rather
// than a pid check, because the server may run in another container sharing the volume; a
// server killed without its exit handler stops touching its file and is forgotten after
// STALE_MS.

export const HEARTBEAT_MS = 30_000;
export const STALE_MS = 3 * HEARTBEAT_MS;

const folder = (dataDir: string) => path.join(dataDir, "servers");

/** Marks this process as a server of `dataDir` until it exits. */
export function markServerRunning(dataDir: string): () => void {
  fs.mkdirSync(folder(dataDir), { recursive: true });
  const file = path.join(folder(dataDir), `${os.hostname()}-${process.pid}`);
  const touch = () => fs.writeFileSync(file, new Date().toISOString());
  touch();
  const timer = setInterval(() => {
    try {
      touch();
    } catch {
      // DATA_DIR went away for a moment: the next beat writes again.
    }
  }, HEARTBEAT_MS);
  timer.unref();
  const stop = () => {
    clearInterval(timer);
    fs.rmSync(file, { force: true });
  };
  process.once("exit", stop);
  return stop;
}

/** The servers (host-pid) whose heartbeat in `dataDir` is fresh. */
export function runningServers(dataDir: string, now = Date.now()): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(folder(dataDir));
  } catch {
    return [];
  }
  return names.filter((name) => {
    try {
      return now - fs.statSync(path.join(folder(dataDir), name)).mtimeMs < STALE_MS;
    } catch {
      return false;
    }
  });
}
