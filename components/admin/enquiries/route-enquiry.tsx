"use client";

import { useState } from "react";
import { toast } from "sonner";
import { call } from "@/lib/client/api";
import { callConsole } from "@/lib/client/console";
import { errorCatalogue } from "@/lib/client/messages";
import { tierLabel } from "@/lib/validation/tier-options";

// An enquiry's routing in the console: its offers so far (partner and outcome) and the ranked
// suggestion of partners for the next offer, each with its reasons and an "Offer" button.

interface Offer {
  id: string;
  partnerName: string;
  status: string;
  respondBy: string;
  declineReason: string | null;
}
interface Suggestion {
  partnerId: string;
  companyName: string;
  tier: string;
  score: number;
  reasons: string[];
}

export function RouteEnquiry({ enquiryId, company }: { enquiryId: string; company: string }) {
  const [data, setData] = useState<{ leads: Offer[]; suggestions: Suggestion[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = async () => {
    const answer = await call<{ leads: Offer[]; suggestions: Suggestion[] }>(
      `/api/admin/enquiries/${encodeURIComponent(enquiryId)}/leads`,
      { errors: errorCatalogue.console, signOutOn401: true },
    );
    if (answer.ok) setData({ leads: answer.data.leads, suggestions: answer.data.suggestions });
    else setError(answer.message);
  };

  const offer = async (partner: Suggestion) => {
    setBusy(partner.partnerId);
    const answer = await callConsole(`/api/admin/enquiries/${encodeURIComponent(enquiryId)}/assign`, {
      body: { partnerId: partner.partnerId },
    });
    setBusy(null);
    if (answer.ok) toast.success(`Offered to ${partner.companyName}.`);
    else toast.error(answer.message);
    await load();
  };

  if (!data)
    return (
      <div>
        <button
          type="button"
          onClick={() => void load()}
          className="text-sm font-medium text-brand-dark underline"
          aria-label={`Route the enquiry of ${company} to a partner`}
        >
          Route to a partner
        </button>
        {error ? <p className="text-sm text-danger">{error}</p> : null}
      </div>
    );
  const open = data.leads.some(
    (lead) => lead.status === "offered" || lead.status === "accepted" || lead.status === "converted",
  );
  return (
    <div className="space-y-2 text-sm">
      {data.leads.length ? (
        <ul aria-label="Offers">
          {data.leads.map((lead) => (
            <li key={lead.id}>
              {lead.partnerName}: {lead.status}
              {lead.declineReason ? ` (${lead.declineReason})` : ""}
            </li>
          ))}
        </ul>
      ) : null}
      {open ? null : data.suggestions.length === 0 ? (
        <p>No active partner left to offer it to.</p>
      ) : (
        <ol aria-label="Suggested partners" className="space-y-1">
          {data.suggestions.map((partner) => (
            <li key={partner.partnerId} className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{partner.companyName}</span>
              <span className="text-slate-600">
                {tierLabel(partner.tier)}
                {partner.reasons.length ? ` · ${partner.reasons.join(", ")}` : ""}
              </span>
              <button
                type="button"
                disabled={busy !== null}
                onClick={() => void offer(partner)}
                className="rounded-md bg-brand px-2 py-1 text-xs font-medium text-white hover:bg-brand-dark disabled:opacity-60"
                aria-label={`Offer the enquiry of ${company} to ${partner.companyName}`}
              >
                Offer
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
