import type { IncomingMessage, ServerResponse } from "node:http";

type Listener = (request: IncomingMessage, response: ServerResponse) => void;
export function undecodablePath(url: string): boolean;
export function refusingUndecodablePaths(listener: Listener): Listener;
