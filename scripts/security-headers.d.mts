import type { Server } from "node:http";

export interface HeaderPair {
  key: string;
  value: string;
}
export const SECURITY_HEADERS_FILE: string;
export function headersForEveryPath(routesManifest: unknown): HeaderPair[];
export function moveEveryPathHeaders(manifestFile: string, headersFile: string): void;
export function readEveryPathHeaders(headersFile: string): HeaderPair[];
export function securityHeadersOnEveryResponse<S extends Server>(server: S, headers: HeaderPair[]): S;
