import type { Server } from "node:http";
import type { Logger } from "pino";

export interface ShutdownController {
  track<S extends Server>(server: S): S;
  stop(signal: string): Promise<void>;
  inFlight(): number;
}

export function shutdownController(options: { logger: Logger; timeoutMs: number; exit?: (code: number) => void }): ShutdownController;
