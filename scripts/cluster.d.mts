export function workerExecArgv(execArgv: string[], nodeOptions?: string): string[];
export function runPrimary(options: { workers: number; logger: unknown }): Promise<void>;
