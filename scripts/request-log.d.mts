import type { Server } from "node:http";
import type { Logger } from "pino";

export function requestIdFrom(header: string | string[] | undefined): string;
export function routeMatcher(routesManifest: unknown): (pathname: string) => string;
export function logApiRequests<S extends Server>(server: S, logger: Logger, routeOf: (pathname: string) => string): S;
