// POST /api/partners/deals/{id}/withdraw: withdraws a pending or approved deal and frees its customer.
import { withPartner } from "@/lib/api/session";
import { partnerActor } from "@/lib/server/deals/http";
import { withdrawDeal } from "@/lib/server/deals/service";

export const POST = withPartner({}, async ({ auth, params }) => ({ success: true, deal: await withdrawDeal(partnerActor(auth), params.id ?? "") }));
