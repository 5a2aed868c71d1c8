import type { LoggerOptions } from "pino";

export const redactPaths: string[];
export function logLevel(value?: string): string;
export function logOptions(): LoggerOptions;
