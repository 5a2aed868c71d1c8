// The Solution overview page: four steps from scattered data to finished finance work.

export interface ProcessStep {
  id: "connect" | "unify" | "analyze" | "deliver";
  verb: string;
  layer: string;
  description: string;
  points: readonly string[];
  figure: { value: string; label: string };
}

export const processHero = {
  eyebrow: "Solution Overview",
  title: "Transform Finance Operations",
  description:
    "Connect every system, unify the data, analyse it with a finance language model and deliver finished finance work, with an audit trail at every step.",
} as const;

export const processSteps = [
  {
    id: "connect",
    verb: "Connect",
    layer: "Integration layer",
    description:
      "Plug into ERPs, banks, CRMs, spreadsheets and data rooms without changing how your team works.",
    points: [
      "150+ ready-made integrations",
      "Secure connectors for SaaS, on-premises and VPC",
      "Multi-file ingestion of 100+ files at once",
    ],
    figure: { value: "500+", label: "systems supported" },
  },
  {
    id: "unify",
    verb: "Unify",
    layer: "Data layer",
    description:
      "Bring ledgers, documents and operational data into one model linked by a finance knowledge graph.",
    points: [
      "Automatic mapping to a standard chart of accounts",
      "Entity, currency and period alignment",
      "Lineage from every number to its source",
    ],
    figure: { value: "10TB", label: "processed daily" },
  },
  {
    id: "analyze",
    verb: "Analyze",
    layer: "Finance language model",
    description:
      "A finance-tuned language model reasons over your data while a deterministic math engine does the calculations.",
    points: [
      "Variance, ratio and trend analysis",
      "Forecasts and scenario models",
      "Every result explained and reproducible",
    ],
    figure: { value: "100%", label: "calculations audit-trailed" },
  },
  {
    id: "deliver",
    verb: "Deliver",
    layer: "Finance tasks",
    description:
      "AI agents complete the work: reports, reconciliations, memos and models, ready for review and sign-off.",
    points: [
      "Board packs and management reports",
      "Reconciliations and close checklists",
      "Due diligence and credit memos",
    ],
    figure: { value: "99.9%", label: "SLA-backed uptime" },
  },
] as const satisfies readonly ProcessStep[];

export const processStats = [
  { value: "10x", label: "Faster processing" },
  { value: "100%", label: "Accuracy rate" },
  { value: "24/7", label: "Availability" },
  { value: "SOC 2", label: "Certified" },
] as const satisfies readonly { value: string; label: string }[];

export const processCta = {
  title: "Ready to Transform Your Finance Operations?",
  description: "See the four steps working on a sample of your own data.",
  demoLabel: "Schedule Demo",
  docsLabel: "View Documentation",
  // The product documentation lives on its own site, opened in a new tab.
  docsUrl: "https://docs.finlytic.ai",
  trustLine: "Trusted by Fortune 500 companies worldwide",
} as const;
