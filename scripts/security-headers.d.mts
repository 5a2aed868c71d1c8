import type { Server } from "node:http";

export interface HeaderPair {
  key: string;
  value: string;
}
export function headersForEveryPath(routesManifest: unknown): HeaderPair[];
export function securityHeadersOnEveryResponse<S extends Server>(server: S, headers: HeaderPair[]): S;
