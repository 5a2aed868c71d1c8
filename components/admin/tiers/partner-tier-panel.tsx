import { formatDay } from "@/lib/dates";
import { pinLastDay, tierLabel } from "@/lib/validation/tier-options";
import type { PartnerTierView } from "@/lib/validation/tiers";
import { tierChangeText, tierRequirementText } from "@/lib/tier-words";
import { TierPinForm } from "../lazy-forms";

// The console's view of a partner's tier: where it stands and why (the next tier's
// requirements against its figures), its pin or grace period, the pin form and its history.
export function PartnerTierPanel({ partnerId, view }: { partnerId: string; view: PartnerTierView }) {
  return (
    <div className="flex flex-col gap-4 text-sm">
      <p className="text-slate-800">
        <strong>{tierLabel(view.tier)}</strong> since {formatDay(view.since)}
        {view.pinnedUntil ? `; pinned through ${formatDay(pinLastDay(view.pinnedUntil))}` : ""}
        {view.graceEndsAt
          ? `; below its requirements: moves down on ${formatDay(view.graceEndsAt)} unless it meets them again`
          : ""}
        .
      </p>
      {view.next ? (
        <ul className="list-disc pl-5 text-slate-700">
          {view.next.requirements.map((r) => (
            <li key={r.metric}>{tierRequirementText(r, view.next!.tier, view.currency)}</li>
          ))}
        </ul>
      ) : null}
      <TierPinForm partnerId={partnerId} tier={view.tier} pinnedUntil={view.pinnedUntil} />
      <div>
        <h3 className="mb-1 font-semibold text-ink">Tier history</h3>
        {view.history.length ? (
          <ul className="divide-y divide-slate-200" data-testid="console-tier-history">
            {view.history.map((entry, index) => (
              <li key={`${entry.at}-${index}`} className="py-1.5">
                {tierChangeText(entry)}
                {entry.reason ? ` (${entry.reason})` : ""}{" "}
                <span className="text-slate-600">{formatDay(entry.at)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">No tier changes yet.</p>
        )}
      </div>
    </div>
  );
}
