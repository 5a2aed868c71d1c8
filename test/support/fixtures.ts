// Rows, files and emails for tests (imported by *.test.ts only).
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/server/db";

export const fixtures = {
  pdf: () => Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  png: () =>
    Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64",
    ),
  jpg: () =>
    Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.from("JFIF\0\x01\x01\0\0\x01\0\x01\0\0"),
      Buffer.alloc(64, 0),
    ]),
  exe: () => Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]),
};

/** An ISO time `minutes` after a fixed origin, so orderings in tests are explicit. */
export const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 9, 0) + minutes * 60_000).toISOString();

export async function insertEnquiry(fields: {
  fullName: string;
  email: string;
  message?: string;
  company?: string;
  phone?: string;
  createdAt: string;
}): Promise<string> {
  const id = randomUUID();
  await (
    await getDb()
  )
    .insertInto("contact_enquiries")
    .values({
      id,
      full_name: fields.fullName,
      email: fields.email,
      company: fields.company ?? "",
      phone_number: fields.phone ?? "",
      industry: "",
      company_size: "",
      message: fields.message ?? "",
      source: "Contact Page",
      created_at: fields.createdAt,
    })
    .execute();
  return id;
}

export async function insertOutbox(fields: {
  to: string;
  status: "pending" | "sending" | "sent" | "failed";
  lastError?: string;
  kind?: string;
  refId?: string;
  createdAt?: string;
  lockedUntil?: string;
}): Promise<string> {
  const id = randomUUID();
  const now = fields.createdAt ?? new Date().toISOString();
  await (
    await getDb()
  )
    .insertInto("outbox")
    .values({
      id,
      to_address: fields.to,
      subject: `Subject for ${fields.to}`,
      text_body: "Body",
      html_body: null,
      reply_to: null,
      kind: fields.kind ?? "test",
      ref_id: fields.refId ?? null,
      status: fields.status,
      attempts: fields.lastError ? 2 : 0,
      last_error: fields.lastError ?? null,
      next_attempt_at: new Date(Date.now() + 3_600_000).toISOString(),
      locked_until: fields.lockedUntil ?? null,
      created_at: now,
      sent_at: fields.status === "sent" ? now : null,
    })
    .execute();
  return id;
}

/** The newest outbox message to `to`, optionally whose subject contains `subject` (the text holds codes and links). */
export async function latestMailTo(
  to: string,
  subject?: string,
): Promise<{ subject: string; text_body: string } | undefined> {
  const db = await getDb();
  const rows = await db
    .selectFrom("outbox")
    .select(["subject", "text_body"])
    .where("to_address", "=", to.toLowerCase())
    .orderBy("created_at", "desc")
    .execute();
  return rows.find((row) => !subject || row.subject.includes(subject));
}

/** The first link in a message's text that contains `fragment`, and its token query parameter. */
export function linkIn(text: string, fragment: string): { url: URL; token: string } {
  const href = (text.match(/https?:\/\/\S+/g) ?? []).find((link) => link.includes(fragment));
  if (!href) throw new Error(`No link with ${fragment} in:\n${text}`);
  const url = new URL(href);
  return { url, token: url.searchParams.get("token") ?? url.searchParams.get("invite") ?? "" };
}

/** A complete registration as the wizard sends it (POST /api/auth/register and register-anonymous), numbered `n`. */
export function registrationBody(
  n: number,
  overrides: Record<string, unknown> = {},
  contact: Record<string, unknown> = {},
) {
  return {
    companyName: `Northwind ${n}`,
    website: "https://northwind.example",
    industry: "Financial Services",
    companySize: "51-200",
    annualRevenue: "$5M - $10M",
    gstTaxId: "GB123456789",
    primaryContact: {
      name: "Nora Wind",
      title: "CEO",
      email: `nora${n}@northwind.example`,
      phone: "+44 20 7946 0000",
      linkedinUrl: "",
      password: "Northwind-2025!",
      confirmPassword: "Northwind-2025!",
      ...contact,
    },
    secondaryContact: null,
    partnershipType: "implementation",
    geographicCoverage: ["Europe"],
    industryFocus: ["Financial Services", "Retail"],
    currentClients: ["Contoso", ""],
    expectedDeals: "3-5",
    technicalCapabilities: ["ERP Implementation"],
    teamStrength: { finance: 4, technical: 6, sales: 3 },
    certifications: ["ISO 27001"],
    currentTechnology: "Dynamics 365",
    linkedinUrl: "",
    location: { country: "UK" },
    partnerOnboardingTermsAccepted: true,
    ...overrides,
  };
}
