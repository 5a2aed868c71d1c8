// The claim form as the tests send it (imported by *.test.ts only): a complete form, its
// submission from a fresh client address, and the number of claims stored.
import { POST as claimRoute } from "@/app/api/partners/claim-portal/route";
import { getDb } from "@/lib/server/db";
import { callRoute } from "./routes";

let ipCounter = 0;
export const freshIp = () => `198.19.0.${(ipCounter += 1)}`;

export function claimForm(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Maria",
    lastName: "Lopez",
    companyName: "Lopez Finance Partners",
    companyEmail: "maria@lopez-finance.example",
    website: "lopez-finance.example",
    companySize: "11-50",
    industry: "finance",
    customIndustry: "",
    currentTechnology: "NetSuite, Excel",
    linkedinUrl: "https://www.linkedin.com/company/lopez-finance",
    country: "US",
    customCountry: "",
    whyJoin: "We implement finance systems for mid-market clients and want to offer AI automation.",
    additionalInfo: "",
    ...overrides,
  };
}

export async function submit(body: Record<string, unknown>, ip = freshIp()) {
  return callRoute(claimRoute, "/api/partners/claim-portal", { body, ip });
}

export async function claimCount(): Promise<number> {
  const db = await getDb();
  const row = await db
    .selectFrom("claims")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
