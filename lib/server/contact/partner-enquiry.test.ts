import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as offer from "@/lib/server/leads/offer";
import type { PartnerEnquiry } from "@/lib/validation/leads";
import { directoryPartner, partnerEnquiryBody } from "@/test/support/leads";
import { useTestDatabase } from "@/test/support/test-database";
import { submitPartnerEnquiry } from "./partner-enquiry";

vi.mock("next/cache", () => ({
  revalidateTag: vi.fn(),
  revalidatePath: vi.fn(),
  unstable_cache: (fn: unknown) => fn,
}));

const db = useTestDatabase();
const enquiryTo = (slug: string) => ({ ...partnerEnquiryBody(slug), consent: true }) as PartnerEnquiry;

async function rowsFor(email: string) {
  const enquiries = await db()
    .selectFrom("contact_enquiries")
    .select("id")
    .where("email", "=", email)
    .execute();
  const ids = enquiries.map((row) => row.id);
  const leads = ids.length
    ? await db().selectFrom("leads").select("id").where("enquiry_id", "in", ids).execute()
    : [];
  const outbox = await db().selectFrom("outbox").select("kind").orderBy("kind").execute();
  return { enquiries: ids.length, leads: leads.length, outbox: outbox.map((row) => row.kind) };
}

beforeEach(async () => {
  await db().deleteFrom("contact_dedupe").execute();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("submitPartnerEnquiry", () => {
  it("stores the enquiry, its lead and their emails together", async () => {
    const partner = await directoryPartner({ companyName: "Atomic Lead Co" });
    await db().deleteFrom("outbox").execute();
    const body = enquiryTo(partner.slug);
    const result = await submitPartnerEnquiry(body);
    expect(result.duplicate).toBe(false);
    expect(result.leadId).toEqual(expect.any(String));
    expect(await rowsFor(body.email)).toEqual({
      enquiries: 1,
      leads: 1,
      outbox: expect.arrayContaining(["contact:confirmation", "contact:notification", "lead:offered"]),
    });
  });

  it("stores nothing when the lead cannot be written, and the caller gets the error", async () => {
    const partner = await directoryPartner({ companyName: "Rolled Back Co" });
    await db().deleteFrom("outbox").execute();
    const realOfferLead = offer.offerLead;
    // The lead row and its emails are written, then the lead write fails.
    vi.spyOn(offer, "offerLead").mockImplementation(async (trx, input) => {
      await realOfferLead(trx, input);
      throw new Error("lead write failed");
    });
    const body = enquiryTo(partner.slug);
    await expect(submitPartnerEnquiry(body)).rejects.toThrow("lead write failed");
    expect(offer.offerLead).toHaveBeenCalledOnce();
    expect(await rowsFor(body.email)).toEqual({ enquiries: 0, leads: 0, outbox: [] });
  });
});
