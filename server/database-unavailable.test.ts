import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  markDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
  unavailablePageOn,
} from "./database-unavailable";

// Next's error page, as the server sees it: a 500 written after the request failed. Marked
// (the database could not be reached) it becomes the 503 page; unmarked it passes.
let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(listener: http.RequestListener): Promise<Response> {
  server = http.createServer(unavailablePageOn(listener));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/partners/directory`);
}

const errorPage: http.RequestListener = (_req, res) => {
  res.statusCode = 500;
  res.setHeader("content-type", "text/html");
  res.setHeader("content-length", "27");
  res.write("<html>Internal Server");
  res.end(" Error");
};

describe("unavailablePageOn", () => {
  it("answers a request marked unavailable with 503, Retry-After and the sentence", async () => {
    const response = await serve((req, res) => {
      void Promise.resolve().then(() => {
        markDatabaseUnavailable();
        errorPage(req, res);
      });
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.text();
    expect(body).toContain(UNAVAILABLE_MESSAGE);
    expect(body).not.toContain("Internal Server");
  });

  it("leaves any other error as it is", async () => {
    const response = await serve(errorPage);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("<html>Internal Server Error");
  });

  it("leaves a response already sent as it is", async () => {
    const response = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<html>streamed");
      markDatabaseUnavailable();
      res.end("</html>");
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<html>streamed</html>");
  });
});
