import type { IncomingMessage, ServerResponse } from "node:http";

type Listener = (request: IncomingMessage, response: ServerResponse) => void;
export const invalidAddressMessage: string;
export const forbiddenAddressMessage: string;
export const forbiddenCharacters: RegExp;
export function addressProblem(url: string): string | null;
export function refusingBadAddresses(listener: Listener): Listener;
