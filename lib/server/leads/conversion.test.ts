import { describe, expect, it, vi } from "vitest";
import { leadMessages } from "@/lib/validation/leads";
import { adminToken } from "@/test/support/accounts";
import { dealBody } from "@/test/support/deals";
import { accept, assign, convert, directoryPartner, listLeads, websiteEnquiry } from "@/test/support/leads";
import { useTestDatabase } from "@/test/support/test-database";
import { leadFigures, median } from "./figures";

// An accepted lead becomes a deal registration under the registration's own rules; the
// console's figures per partner.

vi.mock("next/cache", () => ({
  revalidateTag: vi.fn(),
  revalidatePath: vi.fn(),
  unstable_cache: (fn: unknown) => fn,
}));

const db = useTestDatabase();
const leadsOf = async (token: string) =>
  (await listLeads(token)).json.leads as { status: string; dealId: string | null }[];
/** The registration's fields a lead does not give (company and contact come from it). */
const convertBody = Object.fromEntries(
  Object.entries(dealBody()).filter(
    ([key]) => !["customerName", "contactName", "contactEmail"].includes(key),
  ),
);

describe("conversion to a deal registration", () => {
  it("turns an accepted lead into a pending deal pre-filled with the lead, under the conflict rules", async () => {
    const admin = await adminToken();
    const partner = await directoryPartner({ companyName: "Converter Co" });
    const enquiryId = await websiteEnquiry({ email: "bea.convert@contoso.example" });
    const leadId = ((await assign(admin.token, enquiryId, partner.partnerId)).json.lead as { id: string }).id;
    const early = await convert(partner.token, leadId, convertBody);
    expect(early.status).toBe(409);
    expect(early.json.error).toBe(leadMessages.notAccepted);
    await accept(partner.token, leadId);
    const bad = await convert(partner.token, leadId, { ...convertBody, products: [] });
    expect(bad.status).toBe(400);
    const converted = await convert(partner.token, leadId, convertBody);
    expect(converted.status).toBe(201);
    const dealId = (converted.json.deal as { id: string }).id;
    const deal = await db()
      .selectFrom("deals")
      .selectAll()
      .where("id", "=", dealId)
      .executeTakeFirstOrThrow();
    expect(deal).toMatchObject({
      partner_id: partner.partnerId,
      status: "pending",
      customer_name: "Contoso Credit",
      contact_name: "Bea Buyer",
      contact_email: "bea.convert@contoso.example",
    });
    expect((await leadsOf(partner.token))[0]).toMatchObject({ status: "converted", dealId });
    expect((await convert(partner.token, leadId, convertBody)).json.error).toBe(
      leadMessages.alreadyConverted,
    );

    // Another partner's accepted lead for the same customer meets the registration's conflict rule.
    const other = await directoryPartner({ companyName: "Second Converter" });
    const second = await websiteEnquiry();
    const otherLead = ((await assign(admin.token, second, other.partnerId)).json.lead as { id: string }).id;
    await accept(other.token, otherLead);
    const conflict = await convert(other.token, otherLead, convertBody);
    expect(conflict.status).toBe(409);
    expect((await leadsOf(other.token))[0]!.status).toBe("accepted");

    const figures = (await leadFigures()).find((f) => f.companyName === "Converter Co")!;
    expect(figures).toMatchObject({ offered: 1, accepted: 1, acceptanceRate: 1, won: 0, conversionToWon: 0 });
    expect(figures.medianTimeToAcceptMs).not.toBeNull();
  });
});

describe("figures", () => {
  it("takes the median of an even and an odd count", () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
