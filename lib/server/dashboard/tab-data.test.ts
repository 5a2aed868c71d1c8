import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
// Aliased: a vitest fixture, not a React hook (the hooks lint rule goes by the "use" prefix).
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { partnerToken } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import { testTeam } from "@/test/support/members";
import { getDb } from "@/lib/server/db";
import { errorCatalogue } from "@/lib/client/messages";
import { resetEnvForTests } from "@/lib/server/env";
import { GET as commissionsRoute } from "@/app/api/partners/commissions/route";
import { GET as dashboardRoute } from "@/app/api/partners/dashboard/route";
import { GET as referralsRoute } from "@/app/api/partners/referrals/route";
import { GET as notificationsRoute } from "@/app/api/partners/notifications/route";
import { GET as profileRoute } from "@/app/api/partners/profile/route";
import { GET as tierRoute } from "@/app/api/partners/tier/route";
import { GET as trainingRoute } from "@/app/api/partners/training/route";
import { readPartnerData, type PartnerSource } from "./tab-data";

// The pages read the incoming headers (no Request): these are the page's.
const pageHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => pageHeaders.current }));
// A page's redirect() throws; here it says where it went.
vi.mock("next/navigation", () => ({
  redirect: (path: string) => {
    throw new Error(`redirect:${path}`);
  },
}));

freshTestDatabase();
const signedIn = (token: string) => {
  pageHeaders.current = new Headers({ cookie: `partner_token=${token}` });
};

describe("a dashboard page's data, from this application's services", () => {
  it("is the endpoint's answer for the same session", async () => {
    const { token } = await partnerToken();
    signedIn(token);
    const routes = [
      ["dashboard", dashboardRoute],
      ["commissions", commissionsRoute],
      ["training", trainingRoute],
      ["profile", profileRoute],
      ["tier", tierRoute],
      ["notifications", notificationsRoute],
    ] as const;
    for (const [source, route] of routes) {
      const page = await readPartnerData(source);
      const { json } = await callRoute(route, `/api/partners/${source}`, { token });
      const { success, ...answer } = json as Record<string, unknown>;
      expect(success).toBe(true);
      expect(page, source).toEqual({ ok: true, data: answer });
    }
  });

  it("is the endpoint's answer for every role: trimmed for a member, a failure where the endpoint refuses", async () => {
    const team = await testTeam();
    const routes = [
      ["dashboard", dashboardRoute],
      ["commissions", commissionsRoute],
      ["referrals", referralsRoute],
      ["profile", profileRoute],
    ] as const;
    for (const role of ["owner", "admin", "member", "finance"] as const) {
      const { token } = team[role];
      signedIn(token);
      for (const [source, route] of routes) {
        const page = await readPartnerData(source);
        const { status, json } = await callRoute(route, `/api/partners/${source}`, { token });
        if (status === 403) {
          expect(page, `${role} ${source}`).toEqual({ ok: false, message: expect.any(String) });
          continue;
        }
        const { success, ...answer } = json as Record<string, unknown>;
        expect(success).toBe(true);
        expect(page, `${role} ${source}`).toEqual({ ok: true, data: answer });
      }
    }
  });

  it("sends a user whose company requires two-factor to set it up, not out of the portal", async () => {
    const { token, partnerId } = await partnerToken();
    await (
      await getDb()
    )
      .updateTable("partners")
      .set({ require_two_factor: 1 })
      .where("id", "=", partnerId)
      .execute();
    signedIn(token);
    await expect(readPartnerData("dashboard")).rejects.toThrow(
      "redirect:/partner-portal/two-factor?next=%2Fpartner-portal%2Fdashboard",
    );
  });

  it("sends a visitor without a working session to the session-expired exit", async () => {
    pageHeaders.current = new Headers();
    await expect(readPartnerData("deals")).rejects.toThrow("redirect:/partner-portal/session-expired");
    signedIn("not-a-session");
    await expect(readPartnerData("dashboard")).rejects.toThrow("redirect:/partner-portal/session-expired");
  });
});

describe("a dashboard page's data in proxy mode", () => {
  const seen: { path: string; authorization?: string }[] = [];
  const answers: Record<string, { status: number; body: unknown }> = {
    "/api/partners/deals": { status: 200, body: { success: true, deals: [{ _id: "d-1" }], total: 1 } },
    "/api/partners/commissions": { status: 500, body: { success: false } },
    "/api/partners/referrals": { status: 401, body: { success: false } },
  };
  let server: http.Server;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ path: req.url ?? "", authorization: req.headers.authorization });
      const answer = answers[req.url ?? ""] ?? { status: 404, body: { success: false } };
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.PARTNER_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    resetEnvForTests();
  });

  afterAll(async () => {
    delete process.env.PARTNER_API_URL;
    resetEnvForTests();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  afterEach(() => {
    seen.length = 0;
  });

  it("reads the partner API with the cookie's token", async () => {
    signedIn("upstream-token");
    expect(await readPartnerData("deals")).toEqual({
      ok: true,
      data: { success: true, deals: [{ _id: "d-1" }], total: 1 },
    });
    expect(seen).toEqual([{ path: "/api/partners/deals", authorization: "Bearer upstream-token" }]);
  });

  it("gives the tab's message when the partner API fails, and signs out on its 401", async () => {
    signedIn("upstream-token");
    expect(await readPartnerData("commissions")).toEqual({
      ok: false,
      message: errorCatalogue.dashboard.commissions,
    });
    await expect(readPartnerData("referrals")).rejects.toThrow("redirect:/partner-portal/session-expired");
    const unknown: PartnerSource = "resources";
    expect(await readPartnerData(unknown)).toEqual({
      ok: false,
      message: errorCatalogue.dashboard.resources,
    });
  });

  it("does not call the partner API without a session cookie", async () => {
    pageHeaders.current = new Headers();
    await expect(readPartnerData("deals")).rejects.toThrow("redirect:/partner-portal/session-expired");
    expect(seen).toEqual([]);
  });
});
