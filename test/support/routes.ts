// In-process calls of route handlers, as Next would make them (imported by *.test.ts only).
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";

export type Handler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

/** One exported handler of an app/api route file. */
export interface RouteEndpoint {
  /** As in the file tree: /api/partners/deals/[id] */
  path: string;
  /** The names of its [parameters], in order. */
  params: string[];
  /** Matches a concrete path; each group is one parameter. */
  pattern: RegExp;
  method: string;
  handler: Handler;
}

const apiRoot = path.join(import.meta.dirname, "../../app/api");

/** The route files below app/api (paths relative to it, sorted), or only those `only` matches. */
export function apiRouteFiles(only?: RegExp): string[] {
  return fs
    .readdirSync(apiRoot, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("route.ts") && (!only || only.test(file)))
    .sort();
}

/** Every handler those files export, read from disk: a new endpoint is covered the day it is added. */
export async function apiRouteEndpoints(files: string[]): Promise<RouteEndpoint[]> {
  const endpoints: RouteEndpoint[] = [];
  for (const file of files) {
    const route = `/api/${path.dirname(file)}`.replaceAll("\\", "/").replace(/\/\.$/, "");
    const mod = (await import(path.join(apiRoot, file))) as Record<string, unknown>;
    const params = [...route.matchAll(/\[(\w+)\]/g)].map((m) => m[1]!);
    const pattern = new RegExp(`^${route.replace(/\[\w+\]/g, "([^/]+)")}$`);
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      if (typeof mod[method] === "function")
        endpoints.push({ path: route, params, pattern, method, handler: mod[method] as Handler });
    }
  }
  return endpoints;
}

export const testOrigin = "http://localhost:3000";

/**
 * A new client address on every call (`10.80.0.1`, `10.80.0.2`, ...), so per-address rate
 * limits never mix the cases of one test file; give each file its own `prefix`.
 */
export function clientAddresses(prefix: string): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `${prefix}.${Math.floor(n / 250)}.${n % 250}`;
  };
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Sent as is (multipart bodies, raw text). */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  token?: string;
  cookie?: string;
  ip?: string;
}

export interface CallResult {
  status: number;
  json: Record<string, unknown> & { success?: boolean; error?: string; message?: string };
  response: Response;
}

/** Calls a route handler as Next would, with a same-site Origin unless headers say otherwise. */
export async function callRoute(
  handler: Handler,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const method =
    options.method ?? (options.body !== undefined || options.rawBody !== undefined ? "POST" : "GET");
  const headers = new Headers({
    origin: testOrigin,
    "x-forwarded-for": options.ip ?? "203.0.113.10",
    ...options.headers,
  });
  if (options.body !== undefined) headers.set("content-type", "application/json");
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  if (options.cookie) headers.set("cookie", options.cookie);
  const body = options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined);
  const request = new NextRequest(new URL(path, testOrigin), {
    method,
    headers,
    body,
    ...(body ? { duplex: "half" } : {}),
  } as ConstructorParameters<typeof NextRequest>[1]);
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const contentType = response.headers.get("content-type");
  const text = (contentType ?? "").includes("json") ? await response.clone().text() : "";
  const json = text ? JSON.parse(text) : {};
  if (isPublicApiCall(path)) await expectPublishedAnswer(method, path, response.status, json, contentType);
  return { status: response.status, json, response };
}

/** A call of /api/v1, whose answers the published OpenAPI document describes (itself aside). */
function isPublicApiCall(path: string): boolean {
  const pathname = new URL(path, testOrigin).pathname;
  return pathname.startsWith("/api/v1/") && pathname !== "/api/v1/openapi.json";
}

/** Every /api/v1 answer a test gets is checked against the document: each test is a conformance check. */
async function expectPublishedAnswer(
  method: string,
  path: string,
  status: number,
  body: unknown,
  contentType: string | null,
) {
  const { apiV1PathTemplate, expectAnswerMatches } = await import("./openapi-conformance");
  await expectAnswerMatches(method, await apiV1PathTemplate(path), status, body, contentType);
}

/** Calls a GET route handler and returns the raw Response (for downloads, which are not JSON). */
export async function getRaw(
  handler: (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>,
  path: string,
  token?: string,
): Promise<Response> {
  const headers = new Headers({ "x-forwarded-for": "203.0.113.10" });
  if (token) headers.set("authorization", `Bearer ${token}`);
  return handler(new NextRequest(new URL(path, "http://localhost:3000"), { headers }), {
    params: Promise.resolve({}),
  });
}

/** The partner_token cookie a response set, as a Cookie header value. */
export function sessionCookieFrom(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  const match = header.match(/partner_token=([^;]*)/);
  return match ? `partner_token=${match[1]}` : "";
}

export interface UploadPart {
  filename: string;
  content: Buffer;
  field?: string;
  type?: string;
}

/** A multipart/form-data body as a browser would send it. */
export function buildMultipart(
  fields: Record<string, string>,
  files: UploadPart[],
  boundary = `----test${randomUUID().replaceAll("-", "")}`,
): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "attachments"}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
    );
    chunks.push(file.content, Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
