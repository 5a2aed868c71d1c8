import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { callRoute } from "@/test/support/routes";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as dashboardRoute } from "@/app/api/partners/dashboard/route";
import { GET as dealsRoute } from "@/app/api/partners/deals/route";
import { GET as resourcesRoute } from "@/app/api/partners/resources/route";
import { GET as downloadRoute } from "@/app/api/partners/resources/[id]/download/route";
import { GET as summaryRoute } from "@/app/api/partners/commissions/summary/route";
import { GET as trainingRoute } from "@/app/api/partners/training/route";
import { GET as notificationsRoute } from "@/app/api/partners/notifications/route";
import { toMajor } from "@/lib/money";
import { monthStart } from "@/lib/server/commissions/figures";
import { demoCompanyName, seedDemo } from "./index";

// The demo partner is built through the services, so it must obey the product's own rules;
// each check below is one of them, read from the stored rows and the partner's API.

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "seed-test-data-"));

const db = useTestDatabase();
const account = { email: "demo@partner.finlytic.ai", password: "Demo-Partner-2025!" };
let token = "";
let partnerId = "";

beforeAll(async () => {
  expect(await seedDemo(account)).toEqual({ resources: 5, partnerCreated: true });
  const login = await callRoute(loginRoute, "/api/auth/login", { body: account });
  expect(login.status).toBe(200);
  token = login.json.token as string;
  partnerId = (
    await db()
      .selectFrom("partners")
      .select("id")
      .where("company_name", "=", demoCompanyName)
      .executeTakeFirstOrThrow()
  ).id;
});

const dealsOf = () => db().selectFrom("deals").selectAll().where("partner_id", "=", partnerId).execute();
const commissionsOf = () =>
  db().selectFrom("commissions").selectAll().where("partner_id", "=", partnerId).execute();

describe("the demo seed (npm run db:seed)", () => {
  it("signs the demo partner in to an active, verified silver account with every kind of deal", async () => {
    const dashboard = (await callRoute(dashboardRoute, "/x", { token })).json;
    expect(dashboard.partner).toMatchObject({
      companyName: demoCompanyName,
      tier: "silver",
      status: "active",
    });
    const statuses = new Set((await dealsOf()).map((deal) => deal.status));
    expect([...statuses].sort()).toEqual([
      "approved",
      "closed_lost",
      "closed_won",
      "pending",
      "rejected",
      "withdrawn",
    ]);
  });

  it("pays commissions only for won deals, and every requested commission is in a payout request", async () => {
    const deals = new Map((await dealsOf()).map((deal) => [deal.id, deal]));
    const commissions = await commissionsOf();
    expect(commissions.length).toBe(5);
    for (const line of commissions) expect(deals.get(line.deal_id ?? "")?.status).toBe("closed_won");
    expect(commissions.map((line) => line.status).sort()).toEqual([
      "paid",
      "paid",
      "paid",
      "pending",
      "requested",
    ]);
    // More than one currency from the first look: a euro deal, its commission and its payout.
    const euro = commissions.filter((line) => line.currency === "EUR");
    expect(euro.map((line) => line.status)).toEqual(["paid"]);
    expect(deals.get(euro[0]!.deal_id ?? "")).toMatchObject({ currency: "EUR" });
    expect(
      await db()
        .selectFrom("deal_wins")
        .selectAll()
        .where("deal_id", "=", euro[0]!.deal_id!)
        .executeTakeFirst(),
    ).toMatchObject({ reporting_currency: "USD", rate: "1.08" });
    const requests = await db()
      .selectFrom("payout_requests")
      .selectAll()
      .where("partner_id", "=", partnerId)
      .execute();
    for (const line of commissions.filter((row) => row.status === "requested" || row.status === "paid")) {
      const request = requests.find((row) => row.id === line.payout_request_id);
      expect(request?.status).toBe(line.status);
    }
    for (const request of requests) {
      const sum = commissions
        .filter((line) => line.payout_request_id === request.id)
        .reduce((total, line) => total + Number(line.amount_minor), 0);
      expect(Number(request.amount_minor)).toBe(sum);
    }
  });

  it("shows no probability for a lost deal and no protection for a rejected or withdrawn one", async () => {
    const listed = (await callRoute(dealsRoute, "/api/partners/deals", { token })).json.deals as {
      status: string;
      probability: number;
      protectionExpires: string | null;
    }[];
    expect(listed).toHaveLength((await dealsOf()).length);
    for (const deal of listed.filter((d) => d.status === "closed_lost")) expect(deal.probability).toBe(0);
    const ended = listed.filter((d) => d.status === "rejected" || d.status === "withdrawn");
    expect(ended).toHaveLength(2);
    for (const deal of ended) expect(deal.protectionExpires).toBeNull();
    for (const deal of listed.filter((d) => d.status === "approved"))
      expect(deal.protectionExpires).not.toBeNull();
  });

  it("has figures that are the sums of the stored commissions, per currency", async () => {
    const rows = await commissionsOf();
    const sum = (currency: string, keep: (row: (typeof rows)[number]) => boolean) =>
      rows
        .filter((row) => row.currency === currency && keep(row))
        .reduce((total, row) => total + Number(row.amount_minor), 0);
    const now = new Date();
    const summary = (await callRoute(summaryRoute, "/x", { token })).json;
    const figuresOf = (currency: string) => ({
      currency,
      paidMinor: sum(currency, (row) => row.status === "paid"),
      earnedMinor: sum(currency, (row) => ["approved", "requested", "paid"].includes(row.status)),
      thisMonthMinor: sum(
        currency,
        (row) =>
          row.status === "paid" &&
          (row.payout_date ?? "") >= monthStart(now) &&
          (row.payout_date ?? "") < monthStart(now, 1),
      ),
      awaitingPaymentMinor: sum(currency, (row) => row.status === "approved" || row.status === "requested"),
      pendingApprovalMinor: sum(currency, (row) => row.status === "pending"),
    });
    expect(summary).toMatchObject({
      reportingCurrency: "USD",
      byCurrency: [figuresOf("USD"), figuresOf("EUR")],
    });
    expect(figuresOf("EUR").paidMinor).toBeGreaterThan(0);
    const stats = (await callRoute(dashboardRoute, "/x", { token })).json.stats as Record<string, unknown>;
    const deals = await dealsOf();
    expect(stats.pending_commission_by_currency).toEqual([
      {
        currency: "USD",
        amountMinor: sum("USD", (row) => ["approved", "requested", "pending"].includes(row.status)),
      },
      { currency: "EUR", amountMinor: 0 },
    ]);
    // Revenue in USD: each won deal at its win date's rate (EUR 80,000.00 at 1.08 = $86,400.00).
    const won = await db()
      .selectFrom("deals")
      .innerJoin("deal_wins", "deal_wins.deal_id", "deals.id")
      .select(["deals.currency", "deal_wins.reporting_minor as won_reporting_minor"])
      .where("deals.partner_id", "=", partnerId)
      .where("deals.status", "=", "closed_won")
      .execute();
    expect(won).toHaveLength(deals.filter((deal) => deal.status === "closed_won").length);
    expect(stats.total_revenue).toBe(
      toMajor(
        won.reduce((total, deal) => total + Number(deal.won_reporting_minor), 0),
        "USD",
      ),
    );
    expect(Number(won.find((deal) => deal.currency === "EUR")!.won_reporting_minor)).toBe(8_640_000);
    expect(stats.active_deals).toBe(
      deals.filter((deal) => deal.status === "pending" || deal.status === "approved").length,
    );
    expect(stats.total_referrals).toBe(3);
  });

  it("lets every resource with a Download button download a real file, and counts only real downloads", async () => {
    const list = async () =>
      (await callRoute(resourcesRoute, "/x", { token })).json.resources as {
        id: string;
        downloadUrl: string | null;
        url: string | null;
        downloadCount: number;
      }[];
    const resources = await list();
    expect(resources.length).toBe(5);
    for (const resource of resources) {
      expect(resource.downloadCount).toBe(0);
      const downloadable = resource.downloadUrl !== null || /^https?:\/\//.test(resource.url ?? "");
      if (!downloadable) continue;
      expect(resource.downloadUrl).not.toBeNull();
      const answer = await callRoute(downloadRoute, "/x", { token, params: { id: resource.id } });
      expect(answer.status).toBe(200);
      const bytes = Buffer.from(await answer.response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    }
    expect((await list()).every((resource) => resource.downloadCount === 1)).toBe(true);
  });

  it("enrols the partner in training with one certification earned", async () => {
    const training = (await callRoute(trainingRoute, "/x", { token })).json.training as {
      status: string;
      certificate: boolean;
    }[];
    expect(training.map((course) => course.status)).toEqual(["completed", "in_progress", "not_started"]);
    expect(training[0]!.certificate).toBe(true);
  });

  it("seeds a second demo account beside the first, its customers under hosts of its own", async () => {
    expect(
      (await dealsOf()).find((deal) => deal.customer_name === "Contoso Manufacturing")?.customer_domain,
    ).toBe("contoso.example");
    expect(await seedDemo({ email: "second.demo@partner.example", password: account.password })).toEqual({
      resources: 0,
      partnerCreated: true,
    });
    const second = await db()
      .selectFrom("users")
      .innerJoin("deals", "deals.partner_id", "users.partner_id")
      .select("deals.customer_domain")
      .where("users.email", "=", "second.demo@partner.example")
      .execute();
    expect(second).toHaveLength((await dealsOf()).length);
    expect(second.every((deal) => deal.customer_domain?.startsWith("second-demo-"))).toBe(true);
  });

  it("refuses a demo password the registration would refuse, before inviting anyone", async () => {
    const email = "weak.demo@partner.example";
    await expect(seedDemo({ email, password: "short" })).rejects.toThrow(
      "Password must be at least 8 characters long",
    );
    expect(await db().selectFrom("users").select("id").where("email", "=", email).execute()).toHaveLength(0);
    expect(
      await db().selectFrom("registration_links").select("id").where("email", "=", email).execute(),
    ).toHaveLength(0);
  });

  it("fills the demo's inbox with the events it went through, each with its link", async () => {
    const inbox = (await callRoute(notificationsRoute, "/x", { token })).json as {
      notifications: { kind: string; message: string; link: string | null }[];
      unread: number;
    };
    const kinds = new Set(inbox.notifications.map((note) => note.kind));
    for (const kind of ["deal:approved", "deal:stage", "commission:approved", "payout:paid"])
      expect(kinds).toContain(kind);
    expect(inbox.unread).toBeGreaterThanOrEqual(inbox.notifications.length);
    expect(inbox.notifications.every((note) => note.link?.startsWith("/partner-portal/dashboard"))).toBe(
      true,
    );
    expect(inbox.notifications.some((note) => /Keep going/.test(note.message))).toBe(false);
  });

  it("leaves an existing demo account as it is when run again", async () => {
    const before = { deals: (await dealsOf()).length, commissions: (await commissionsOf()).length };
    expect(await seedDemo(account)).toEqual({ resources: 0, partnerCreated: false });
    expect({ deals: (await dealsOf()).length, commissions: (await commissionsOf()).length }).toEqual(before);
  });
});
