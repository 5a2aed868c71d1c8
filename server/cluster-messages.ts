// The messages a server process sends the cluster primary (cluster.ts) over Node's IPC
// channel. The application sends them (instrumentation-node.ts, lib/server/db/connect.ts),
// so they live here, free of any Node-only import, for both sides to share.

/** A server process can serve: its instrumentation has run (configuration, migrations). */
export const READY = "app:ready";

/** A server process opened a SQLite file; the primary checkpoints its log from then on. */
export const CHECKPOINTS_REQUEST = "sqlite:checkpoints";

export interface CheckpointsRequest {
  type: typeof CHECKPOINTS_REQUEST;
  file: string;
}

export function isCheckpointsRequest(message: unknown): message is CheckpointsRequest {
  const candidate = message as Partial<CheckpointsRequest> | null;
  return candidate?.type === CHECKPOINTS_REQUEST && typeof candidate.file === "string";
}
