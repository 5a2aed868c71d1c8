import "server-only";
import { getDb } from "@/lib/server/db";

// The console's lead figures per partner: how many leads it was offered, its acceptance rate
// (accepted of those it answered or let run out), the median time from offer to acceptance,
// and the conversion to won (accepted leads whose deal registration closed won).

export interface LeadFigures {
  partnerId: string;
  companyName: string;
  offered: number;
  accepted: number;
  declined: number;
  expired: number;
  open: number;
  /** accepted ÷ (accepted + declined + expired); null before any outcome. */
  acceptanceRate: number | null;
  /** Median milliseconds from offer to acceptance; null before any acceptance. */
  medianTimeToAcceptMs: number | null;
  won: number;
  /** won ÷ accepted; null before any acceptance. */
  conversionToWon: number | null;
}

export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function leadFigures(): Promise<LeadFigures[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("leads")
    .innerJoin("partners", "partners.id", "leads.partner_id")
    .leftJoin("deals", "deals.id", "leads.deal_id")
    .select([
      "leads.partner_id",
      "partners.company_name",
      "leads.status",
      "leads.offered_at",
      "leads.responded_at",
      "deals.stage as deal_stage",
    ])
    .execute();
  const byPartner = new Map<string, typeof rows>();
  for (const row of rows) byPartner.set(row.partner_id, [...(byPartner.get(row.partner_id) ?? []), row]);
  return [...byPartner.entries()]
    .map(([partnerId, leads]) => {
      const count = (...statuses: string[]) => leads.filter((lead) => statuses.includes(lead.status)).length;
      const accepted = count("accepted", "converted");
      const declined = count("declined");
      const expired = count("expired");
      const answered = accepted + declined + expired;
      const won = leads.filter((lead) => lead.deal_stage === "closed_won").length;
      const times = leads
        .filter((lead) => (lead.status === "accepted" || lead.status === "converted") && lead.responded_at)
        .map((lead) => Date.parse(lead.responded_at!) - Date.parse(lead.offered_at));
      return {
        partnerId,
        companyName: leads[0]!.company_name,
        offered: leads.length,
        accepted,
        declined,
        expired,
        open: count("offered"),
        acceptanceRate: answered ? accepted / answered : null,
        medianTimeToAcceptMs: median(times),
        won,
        conversionToWon: accepted ? won / accepted : null,
      };
    })
    .sort((a, b) => b.offered - a.offered || a.companyName.localeCompare(b.companyName));
}
