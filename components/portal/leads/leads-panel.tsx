"use client";

import dynamic from "next/dynamic";
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/portal/ui/button";
import { EmailText } from "@/components/portal/ui/email-text";
import { useMember } from "@/components/portal/member-context";
import { EmptyState, Facts, LoadError, Panel, StatusBadge } from "@/components/portal/dashboard/dashboard-ui";
import { formatDayTime } from "@/lib/dates";
import { can } from "@/lib/member-roles";
import { leadsApi } from "@/lib/client/leads";
import { countryName, industryLabel } from "@/lib/option-labels";
import type { Lead } from "@/lib/validation/leads";
import type { LeadAction } from "./lead-action";

// The decline and convert forms (react-hook-form) load when one first opens.
const LeadForms = dynamic(() => import("./lead-forms").then((m) => m.LeadForms));

/**
 * Leads: website enquiries the programme team (or a visitor, from the directory) offered to the
 * company. Company, country, industry and need show at once; the contact's details only once
 * the lead is accepted (a directory lead carries them, as the visitor chose the company).
 */
export function LeadsPanel() {
  const member = useMember();
  const mayAnswer = can(member.role, "referrals:write");
  const mayConvert = can(member.role, "deals:write");
  const [leads, setLeads] = useState<Lead[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [action, setAction] = useState<LeadAction>(null);

  const load = useCallback(async () => {
    const answer = await leadsApi.list();
    if (answer.ok) {
      setLeads(answer.data.leads);
      setFailure(null);
    } else setFailure(answer.message);
  }, []);
  useEffect(() => {
    // The list is read once shown; its answer sets the state after the request, not here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  const acceptLead = async (lead: Lead) => {
    setBusy(lead.id);
    const answer = await leadsApi.accept(lead.id);
    setBusy(null);
    if (answer.ok) toast.success(`You accepted the lead of ${lead.company}.`);
    else toast.error(answer.message);
    await load();
  };

  return (
    <Panel title="Leads">
      {action ? (
        <LeadForms
          action={action}
          onClose={() => setAction(null)}
          onDone={() => {
            setAction(null);
            void load();
          }}
        />
      ) : null}
      {failure ? (
        <LoadError message={failure} onRetry={() => void load()} />
      ) : leads === null ? (
        <p className="text-sm text-slate-700">Loading leads…</p>
      ) : leads.length === 0 ? (
        <EmptyState>
          No leads yet. Leads the programme team or the partner directory sends you appear here.
        </EmptyState>
      ) : (
        <ul className="space-y-4" aria-label="Leads">
          {leads.map((lead) => (
            <li key={lead.id} className="rounded-lg border border-slate-200 p-4" data-testid="lead-card">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="font-semibold text-ink">{lead.company}</h3>
                <StatusBadge status={lead.status} />
              </div>
              <div className="mt-3">
                <Facts
                  items={[
                    ["Source", lead.source === "directory" ? "Partner directory" : "Programme team"],
                    ["Country", countryName(lead.country)],
                    ["Industry", industryLabel(lead.industry)],
                    ["Need", lead.need || "—"],
                    ...(lead.status === "offered"
                      ? [["Answer by", formatDayTime(lead.respondBy)] as const]
                      : []),
                    ...(lead.contact
                      ? ([
                          ["Contact", lead.contact.name],
                          ["Email", <EmailText key="email" email={lead.contact.email} />],
                          ...(lead.contact.phone ? [["Phone", lead.contact.phone] as const] : []),
                        ] as const)
                      : ([["Contact", "Shown once you accept"]] as const)),
                    ...(lead.declineReason ? [["Your reason", lead.declineReason] as const] : []),
                  ]}
                />
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                {lead.status === "offered" && mayAnswer ? (
                  <>
                    <Button
                      busy={busy === lead.id}
                      onClick={() => void acceptLead(lead)}
                      aria-label={`Accept the lead of ${lead.company}`}
                    >
                      Accept
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => setAction({ kind: "decline", lead })}
                      aria-label={`Decline the lead of ${lead.company}`}
                    >
                      Decline
                    </Button>
                  </>
                ) : null}
                {lead.status === "accepted" && mayConvert ? (
                  <Button
                    onClick={() => setAction({ kind: "convert", lead })}
                    aria-label={`Register a deal for ${lead.company}`}
                  >
                    Register as a deal
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
