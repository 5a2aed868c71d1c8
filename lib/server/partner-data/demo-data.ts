import "server-only";
import { toMinor } from "@/lib/money";
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "@/lib/server/db";
import { catalogCourseByKey, courseModules } from "@/lib/server/training/catalog";

// The demo partner's dashboard (npm run db:seed), dated relative to today so it always looks current.

const day = 24 * 60 * 60_000;
const ago = (days: number) => new Date(Date.now() - days * day).toISOString();
const ahead = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);

const deals = [
  { customer: "Contoso Manufacturing", size: 185000, status: "closed_won", stage: "closed_won", maker: ["Dana Whitfield", "dana.whitfield@contoso.example"], age: 120 },
  { customer: "Fabrikam Retail Group", size: 96000, status: "closed_won", stage: "closed_won", maker: ["Luis Ortega", "l.ortega@fabrikam.example"], age: 84 },
  { customer: "Tailspin Logistics", size: 142000, status: "approved", stage: "negotiation", maker: ["Priya Raman", "priya@tailspin.example"], age: 40 },
  { customer: "Woodgrove Health", size: 78000, status: "approved", stage: "proposal", maker: ["Marcus Lee", "mlee@woodgrove.example"], age: 26 },
  { customer: "Litware Energy", size: 210000, status: "in_review", stage: "proposal", maker: ["Ingrid Solberg", "ingrid@litware.example"], age: 14 },
  { customer: "Adatum Financial", size: 64000, status: "pending", stage: "qualification", maker: ["Sam Okafor", "sam.okafor@adatum.example"], age: 6 },
  { customer: "Northwind Traders", size: 38000, status: "pending", stage: "prospecting", maker: ["Ella Brooks", "ella@northwindtraders.example"], age: 2 },
  { customer: "Proseware Media", size: 52000, status: "closed_lost", stage: "closed_lost", maker: ["Hana Sato", "hana@proseware.example"], age: 95 },
] as const;

const referrals = [
  ["Blue Yonder Airlines", "Chris Hall", "chris.hall@blueyonder.example", 120000, "proposal_sent", 30],
  ["Coho Winery", "Maya Patel", "maya@cohowinery.example", 45000, "qualified", 18],
  ["Alpine Ski House", "Jonas Berg", "jonas@alpineskihouse.example", 28000, "contacted", 9],
  ["Wide World Importers", "Aisha Khan", "aisha.khan@wwi.example", 160000, "qualified", 45],
  ["Relecloud", "Noah Fischer", "noah@relecloud.example", 72000, "contacted", 3],
  ["Trey Research", "Olivia Chen", "olivia@treyresearch.example", 95000, "converted", 70],
] as const;

const resources = [
  ["Finlytic AI Sales Playbook", "Positioning, discovery questions and objection handling for finance leaders.", "Sales", "PDF", 342, 12],
  ["ROI Calculator", "Spreadsheet model of close-cycle and reconciliation savings for a prospect.", "Sales", "Spreadsheet", 218, 30],
  ["Integration Guide: ERP Connectors", "Setting up NetSuite, SAP and Dynamics 365 connectors step by step.", "Technical", "Document", 156, 8],
  ["Security and Compliance Overview", "SOC 2, data residency and audit trail answers for security reviews.", "Technical", "PDF", 131, 21],
  ["Product Demo: Month-End Close", "A 12-minute walkthrough of the close agent for customer meetings.", "Marketing", "Video", 489, 5],
  ["Co-branded Email Templates", "Announcement and nurture emails ready for your logo.", "Marketing", "Document", 97, 40],
] as const;

// The onboarding courses (content/onboarding.ts keys) with how many of their modules the demo
// partner has finished and how long ago: one certification done, one under way, one (a
// certification worth points) left to try.
const courses = [
  ["platform-fundamentals", Infinity, 60],
  ["partner-programme", 1, 4],
  ["selling-to-finance", 0, null],
] as const;

const notifications = [
  ["Commission of $18,500 for Contoso Manufacturing was paid.", 20],
  ["Tailspin Logistics moved to negotiation. Deal protection runs for 45 more days.", 7],
  ["New resource: Product Demo: Month-End Close.", 5],
  ["Your Partner Programme and Portal Essentials course is 33% complete. Keep going!", 1],
] as const;

export async function seedDemoData(trx: Transaction<Database>, ids: { email: string; passwordHash: string; partnerId: string; userId: string }): Promise<void> {
  const now = new Date().toISOString();
  await trx.insertInto("partners").values({
    id: ids.partnerId, company_name: "Northwind Advisory Group", website: "https://northwind-advisory.example", industry: "Consulting", company_size: "51-200",
    annual_revenue: "$10M - $50M", gst_tax_id: null, partnership_type: "implementation", country: "US", tier: "silver", certification_status: "certified", points: 1250,
    status: "active", source: "seed", profile_json: JSON.stringify({ geographicCoverage: ["North America", "Europe"], industryFocus: ["Financial Services", "Manufacturing"], expectedDeals: "5-10" }),
    registration_link_id: null, review_reason: null, created_at: ago(180), updated_at: now,
  }).execute();
  await trx.insertInto("users").values({
    id: ids.userId, partner_id: ids.partnerId, email: ids.email, password_hash: ids.passwordHash, role: "partner", first_name: "Avery", last_name: "Morgan", title: "Managing Partner",
    phone: "+1 415 555 0142", linkedin_url: null, email_verified_at: ago(180), last_login_at: null, created_at: ago(180), updated_at: now,
  }).execute();
  const dealIds: string[] = [];
  for (const d of deals) {
    const id = randomUUID();
    dealIds.push(id);
    await trx.insertInto("deals").values({
      id, partner_id: ids.partnerId, customer_name: d.customer, decision_maker_name: d.maker[0], decision_maker_email: d.maker[1], deal_size_minor: toMinor(d.size), status: d.status, stage: d.stage,
      protection_expires: d.status.startsWith("closed") ? null : ahead(90 - d.age), created_at: ago(d.age), updated_at: ago(Math.max(0, d.age - 3)),
    }).execute();
  }
  const commissions = [
    [0, 18500, 10, "paid", ago(20).slice(0, 10), "PAY-2025-0412"],
    [1, 9600, 10, "paid", ago(50).slice(0, 10), "PAY-2025-0377"],
    [0, 4625, 2.5, "requested", null, null],
    [2, 14200, 10, "pending", null, null],
    [3, 7800, 10, "pending", null, null],
  ] as const;
  for (const [deal, amount, rate, status, payout, reference] of commissions) {
    await trx.insertInto("commissions").values({ id: randomUUID(), partner_id: ids.partnerId, deal_id: dealIds[deal]!, amount_minor: toMinor(amount), rate, status, payout_date: payout, payment_reference: reference, created_at: ago(60 - deal * 10), updated_at: now }).execute();
  }
  for (const [company, contact, email, value, status, age] of referrals) {
    await trx.insertInto("referrals").values({ id: randomUUID(), partner_id: ids.partnerId, company, contact, email, expected_value: value, status, referred_date: ago(age), created_at: ago(age), updated_at: now }).execute();
  }
  // Shared resources are created once for all partners.
  const shared = await trx.selectFrom("resources").select("id").where("partner_id", "is", null).executeTakeFirst();
  if (!shared) {
    for (const [title, description, category, type, downloads, age] of resources) {
      await trx.insertInto("resources").values({ id: randomUUID(), partner_id: null, title, description, category, type, url: null, download_count: downloads, last_updated: ago(age), created_at: ago(age) }).execute();
    }
  }
  for (const [index, [key, done, completedAgo]] of courses.entries()) await seedCourse(trx, ids.partnerId, key, done, completedAgo, 170 - index);
  for (const [message, age] of notifications) {
    await trx.insertInto("notifications").values({ id: randomUUID(), partner_id: ids.partnerId, message, created_at: ago(age), read_at: null }).execute();
  }
}

// An enrolment in a catalogue course with its first `done` modules completed (the catalogue
// is written before the seed runs: scripts/seed.ts calls ensureTrainingCatalog).
async function seedCourse(trx: Transaction<Database>, partnerId: string, key: string, done: number, completedAgo: number | null, enrolledAgo: number): Promise<void> {
  const course = await catalogCourseByKey(trx, key);
  if (!course) return;
  const modules = await courseModules(trx, course.id);
  const finished = modules.slice(0, done);
  const all = finished.length === modules.length && modules.length > 0;
  const id = randomUUID();
  await trx.insertInto("training_courses").values({
    id, partner_id: partnerId, title: course.title, duration: course.duration, current_module: finished.length > 0 ? (modules[finished.length]?.title ?? null) : null,
    status: all ? "completed" : finished.length > 0 ? "in_progress" : "not_started", progress: modules.length ? Math.round((finished.length / modules.length) * 100) : 0,
    completed_date: all && completedAgo !== null ? ago(completedAgo) : null, certificate: all && Number(course.certification) === 1 ? 1 : 0,
    onboarding_key: key, created_at: ago(enrolledAgo), updated_at: new Date().toISOString(),
  }).execute();
  for (const part of finished) {
    await trx.insertInto("training_completions").values({ enrolment_id: id, module_id: part.id, completed_at: ago(completedAgo ?? 1) }).execute();
  }
}
