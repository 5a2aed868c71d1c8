// Proxy mode's partner API for tests (imported by *.test.ts only): a second instance of this
// application, served over real HTTP on loopback, that the routes under test forward to.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import { NextRequest } from "next/server";
import { resetEnvForTests } from "@/lib/server/env";
import { runAsPartnerApi } from "@/lib/server/upstream/partner-api";
import { apiRouteEndpoints, apiRouteFiles, type RouteEndpoint } from "./routes";

export interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Serves `answer` over HTTP on loopback, recording each request and counting bytes as they arrive. */
export async function serve(answer: (request: NextRequest, seen: Seen) => Promise<Response>) {
  const seen: Seen[] = [];
  const progress = { bytes: 0 };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) {
      progress.bytes += (chunk as Buffer).length;
      chunks.push(chunk as Buffer);
    }
    const record: Seen = {
      method: req.method!,
      url: req.url!,
      headers: req.headers,
      body: Buffer.concat(chunks),
    };
    seen.push(record);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers))
      if (typeof value === "string") headers.set(key, value);
    const body = ["GET", "HEAD"].includes(req.method!) ? undefined : new Uint8Array(record.body);
    const response = await answer(
      new NextRequest(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body }),
      record,
    );
    const out: Record<string, string | string[]> = Object.fromEntries(response.headers);
    const cookies = response.headers.getSetCookie();
    if (cookies.length) out["set-cookie"] = cookies;
    res.writeHead(response.status, out);
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url, seen, progress, close };
}
export type Served = Awaited<ReturnType<typeof serve>>;

/** Points the application at the partner API at `url` (PARTNER_API_URL). */
export function useUpstream(url: string) {
  process.env.PARTNER_API_URL = `${url}/api`;
  resetEnvForTests();
}

/**
 * Proxy mode for the calling test file: every route file of the partner API found on disk (a new
 * one is covered the day it is added), served by the second instance, with each answer it gave;
 * PARTNER_API_URL points at it before each test and is cleared after. Single sign-on
 * (auth/oidc) stays with this application: it is not offered in proxy mode.
 */
export function withPartnerApiUpstream() {
  const routeFiles = apiRouteFiles(/^(auth|partners|captcha)([/\\]|$)/).filter(
    (file) => !/^auth[/\\]oidc[/\\]/.test(file),
  );
  const endpoints: RouteEndpoint[] = [];
  const answers: { status: number; text: string }[] = [];
  // Filled in before the tests run; the same object throughout.
  const upstream = {} as Served;

  /** The second instance: this application's own partner API, routed by path. */
  async function applicationAsUpstream(request: NextRequest): Promise<Response> {
    for (const endpoint of endpoints) {
      const match = request.nextUrl.pathname.match(endpoint.pattern);
      if (!match || endpoint.method !== request.method) continue;
      const params = Object.fromEntries(
        endpoint.params.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]),
      );
      return runAsPartnerApi(() => endpoint.handler(request, { params: Promise.resolve(params) }));
    }
    return Response.json({ success: false, error: "Not found" }, { status: 404 });
  }

  beforeAll(async () => {
    endpoints.push(...(await apiRouteEndpoints(routeFiles)));
    expect(endpoints.length).toBeGreaterThanOrEqual(routeFiles.length);
    Object.assign(
      upstream,
      await serve(async (request) => {
        const response = await applicationAsUpstream(request);
        answers.push({ status: response.status, text: await response.clone().text() });
        return response;
      }),
    );
  });

  afterAll(async () => {
    await upstream.close();
  });

  beforeEach(() => {
    upstream.seen.length = 0;
    answers.length = 0;
    useUpstream(upstream.url);
  });

  afterEach(() => {
    delete process.env.PARTNER_API_URL;
    resetEnvForTests();
    vi.restoreAllMocks();
  });

  const endpoint = (method: string, route: string) =>
    endpoints.find((e) => e.method === method && e.path === route)!.handler;

  return { routeFiles, endpoints, answers, upstream, endpoint, applicationAsUpstream };
}
