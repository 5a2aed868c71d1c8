// The "Why" section of the home page: six benefit cards built from the product's claims.

export type BenefitIcon = "spark" | "graph" | "files" | "calculator" | "plug" | "cloud";

export interface Benefit {
  title: string;
  text: string;
  icon: BenefitIcon;
}

export const benefitsSection = {
  eyebrow: "Why Finlytic AI",
  heading: "Built for finance, down to the last decimal",
} as const;

export const benefits = [
  {
    title: "Purpose-Built Finance AI",
    text: "Agents designed for finance work: planning, diligence, close, reporting, treasury and compliance, not a general chatbot.",
    icon: "spark",
  },
  {
    title: "Finance-Tuned Language Model",
    text: "A language model tuned on finance, grounded in a knowledge graph of your accounts, entities and policies.",
    icon: "graph",
  },
  {
    title: "Multi-File Analysis",
    text: "Analyses 100+ files at once: statements, ledgers, contracts and data rooms, in the formats you already have.",
    icon: "files",
  },
  {
    title: "Deterministic Math Engine",
    text: "Every number is calculated, not guessed, and comes with an audit trail back to its source.",
    icon: "calculator",
  },
  {
    title: "150+ Integrations",
    text: "Connects to ERPs, banks, CRMs, warehouses and spreadsheets, so the work starts from live data.",
    icon: "plug",
  },
  {
    title: "Deploy Your Way",
    text: "Run it as SaaS, on premises or in your own VPC, with your security and data residency rules.",
    icon: "cloud",
  },
] as const satisfies readonly Benefit[];
