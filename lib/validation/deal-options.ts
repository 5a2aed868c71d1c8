// A deal's statuses, stages (with their win probability) and extension states without zod:
// the Deals tab and the console's forms read them in the browser; the schemas in ./deals.ts
// check them on the server.

/** The stages the programme team moves every deal through (their labels: content/portal-labels.ts). */
export const dealStageOptions = [
  { id: "prospecting", probability: 10 },
  { id: "qualification", probability: 25 },
  { id: "proposal", probability: 50 },
  { id: "negotiation", probability: 75 },
  { id: "closed_won", probability: 100 },
  { id: "closed_lost", probability: 0 },
] as const satisfies readonly { id: string; probability: number }[];

/** The win probability (percent) of a stage; an unknown stage counts as the first one. */
export function stageProbability(stage: string | null | undefined): number {
  const known = dealStageOptions.find((option) => option.id === stage);
  return known?.probability ?? 10;
}

/** Every status a deal can hold (its label: content/portal-labels.ts). */
export const dealStatuses = [
  "pending",
  "in_review",
  "approved",
  "closed_won",
  "closed_lost",
  "rejected",
  "withdrawn",
] as const;
export type DealStatus = (typeof dealStatuses)[number];

export function isDealStatus(value: string): value is DealStatus {
  return (dealStatuses as readonly string[]).includes(value);
}

/** The stages' ids, in order. */
export const dealStages = dealStageOptions.map((stage) => stage.id) as [DealStage, ...DealStage[]];
export type DealStage = (typeof dealStageOptions)[number]["id"];

export const extensionStatuses = ["requested", "granted", "refused"] as const;
export type ExtensionStatus = (typeof extensionStatuses)[number];
