export const CHECKPOINTS_REQUEST: string;
export function sqliteCheckpoints(options: { logger: { info: (...args: unknown[]) => void; warn: (...args: unknown[]) => void; error: (...args: unknown[]) => void } }): {
  onMessage(message: unknown): void;
  stop(): void;
};
