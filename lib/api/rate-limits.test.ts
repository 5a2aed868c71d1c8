import { describe, expect, it } from "vitest";
// Aliased: a vitest fixture, not a React hook (the hooks lint rule goes by the "use" prefix).
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { apiRouteEndpoints, apiRouteFiles, callRoute, clientAddresses } from "@/test/support/routes";

// Every state-changing endpoint (POST, PUT, PATCH, DELETE) has a per-address rate limit.
// The route files are read from disk, so a new one is checked the day it is added, and
// each is called as an anonymous client until it answers 429: what is checked is what the
// handler does, not what a declaration says. Limits count before the session and the
// body are read, so no account or valid body is needed.

freshTestDatabase();

const nextIp = clientAddresses("10.83");
const stateChanging = ["POST", "PUT", "PATCH", "DELETE"];
// Calls before giving up: above every limit of the application (the highest is 120).
const maxCalls = 200;
// Changes nothing and reads no database: the bare baseline `npm run bench` measures the
// enquiry endpoint against (bench/load-enquiry-vs-bare.mjs), a limit would change what it measures.
const exempt = new Set(["POST /api/health/echo"]);

describe("rate limits", () => {
  it(
    "every state-changing endpoint answers 429 once its per-address limit is spent",
    { timeout: 300_000 },
    async () => {
      const endpoints = (await apiRouteEndpoints(apiRouteFiles())).filter((e) =>
        stateChanging.includes(e.method),
      );
      expect(endpoints.length).toBeGreaterThanOrEqual(50);
      const unlimited: string[] = [];
      for (const endpoint of endpoints) {
        const label = `${endpoint.method} ${endpoint.path}`;
        if (exempt.has(label)) continue;
        const params = Object.fromEntries(endpoint.params.map((name) => [name, "rate-limit-probe"]));
        const path = endpoint.path.replace(/\[(\w+)\]/g, "rate-limit-probe");
        const ip = nextIp();
        let limited = false;
        for (let call = 0; call < maxCalls && !limited; call += 1) {
          const result = await callRoute(endpoint.handler, path, { method: endpoint.method, params, ip });
          expect(result.status, label).toBeLessThan(500);
          limited = result.status === 429;
        }
        if (!limited) unlimited.push(label);
      }
      expect(unlimited).toEqual([]);
    },
  );

  it("each exemption names an endpoint that exists (a stale entry would hide nothing but mislead)", async () => {
    const endpoints = await apiRouteEndpoints(apiRouteFiles());
    for (const label of exempt)
      expect(
        endpoints.some((e) => `${e.method} ${e.path}` === label),
        label,
      ).toBe(true);
  });
});
