import { enumLabel } from "@/content/portal-labels";

// Status colours as the portal groups them (amber waiting, green done, red
// refused or failing, blue in contact, grey otherwise), with text dark enough for AA.
const tones = {
  amber: "bg-amber-100 text-amber-900 ring-amber-300",
  green: "bg-green-100 text-green-900 ring-green-300",
  emerald: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  blue: "bg-blue-100 text-blue-900 ring-blue-300",
  red: "bg-red-100 text-red-900 ring-red-300",
  grey: "bg-slate-100 text-slate-800 ring-slate-300",
} as const;

const toneOf: Record<string, keyof typeof tones> = {
  pending: "amber",
  pending_approval: "amber",
  in_review: "amber",
  processing: "amber",
  requested: "amber",
  waiting: "amber",
  sending: "amber",
  sent: "blue",
  in_progress: "blue",
  approved: "green",
  active: "green",
  paid: "green",
  delivered: "green",
  completed: "green",
  qualified: "green",
  certified: "green",
  used: "green",
  closed_won: "emerald",
  converted: "emerald",
  submitted: "amber",
  contacted: "blue",
  proposal_sent: "blue",
  rejected: "red",
  closed_lost: "red",
  failing: "red",
  failed: "red",
  disabled: "red",
  expired: "grey",
};

export function Badge({ value, label }: { value: string; label?: string }) {
  const tone = tones[toneOf[value] ?? "grey"];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tone}`}
    >
      {label ?? enumLabel(value)}
    </span>
  );
}
