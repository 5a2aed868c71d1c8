// The About page (labelled Company in navigation).

export interface AboutStat {
  value: string;
  label: string;
}

export interface Leader {
  name: string;
  role: string;
  bio: string;
  /** External profile, opened in a new tab. */
  profileUrl: string;
  profileLabel: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface Office {
  city: string;
  label: string;
  address: string;
}

export const aboutHero = {
  eyebrow: "Company",
  title: "We Build the AI Finance Workforce",
  description:
    "Finlytic AI gives finance teams AI agents that plan, analyse, reconcile and report with the precision and audit trail finance demands.",
} as const;

export const aboutStats = [
  { value: "100+", label: "Clients" },
  { value: "1000+", label: "Finance professionals" },
  { value: "5+", label: "Countries" },
  { value: "99%", label: "Uptime SLA" },
] as const satisfies readonly AboutStat[];

export const missionVision = [
  {
    title: "Our Mission",
    text: "To free finance professionals from repetitive work so they can spend their time on judgement, strategy and the decisions that move a business.",
  },
  {
    title: "Our Vision",
    text: "A world where every finance team, of any size, works alongside an AI workforce that is precise, explainable and trusted by auditors and boards alike.",
  },
] as const satisfies readonly TitledText[];

export const leadership = [
  {
    name: "Aarav Mehta",
    role: "Co-founder and Chief Executive Officer",
    bio: "Former investment banker who led finance transformation programmes for global lenders before founding Finlytic AI.",
    profileUrl: "https://www.linkedin.com/in/aarav-mehta-finlytic",
    profileLabel: "LinkedIn",
  },
  {
    name: "Sophie Laurent",
    role: "Co-founder and Chief Technology Officer",
    bio: "Built large-scale machine learning platforms in fintech; leads the finance language model and the deterministic math engine.",
    profileUrl: "https://www.linkedin.com/in/sophie-laurent-finlytic",
    profileLabel: "LinkedIn",
  },
  {
    name: "Daniel Okafor",
    role: "Chief Financial Officer",
    bio: "Chartered accountant and former audit partner who keeps the product honest about what finance teams really need.",
    profileUrl: "https://www.linkedin.com/in/daniel-okafor-finlytic",
    profileLabel: "LinkedIn",
  },
  {
    name: "Priya Raman",
    role: "Chief Customer Officer",
    bio: "Has guided hundreds of finance teams through automation, from first pilot to company-wide roll-out.",
    profileUrl: "https://www.linkedin.com/in/priya-raman-finlytic",
    profileLabel: "LinkedIn",
  },
] as const satisfies readonly Leader[];

export const values = [
  {
    title: "Precision First",
    text: "Numbers come from a deterministic math engine, never from guesswork, and every figure traces back to its source.",
  },
  {
    title: "Trust by Design",
    text: "Security, privacy and auditability are built into the platform from the first line of code, not added later.",
  },
  {
    title: "Human AI Partnership",
    text: "AI does the heavy lifting; finance professionals stay in control, review the work and make the calls.",
  },
] as const satisfies readonly TitledText[];

export const securityItems = [
  {
    title: "SOC 2 Type II",
    text: "Independently audited controls for security, availability and confidentiality.",
  },
  { title: "ISO 27001", text: "A certified information security management system across the company." },
  {
    title: "GDPR",
    text: "Personal data processed lawfully, with data processing agreements for every customer.",
  },
  { title: "RBAC", text: "Role-based access control so every user sees only what their role allows." },
  {
    title: "Immutable logs",
    text: "Tamper-evident audit logs of every action taken by people and AI agents.",
  },
] as const satisfies readonly TitledText[];

export const differentiators = [
  {
    title: "Purpose-Built for Finance",
    text: "A finance-tuned language model and knowledge graph that understands ledgers, covenants and consolidation, not just text.",
  },
  {
    title: "Auditable by Default",
    text: "A deterministic math engine with a complete audit trail, so every output can be checked, explained and signed off.",
  },
  {
    title: "Enterprise Ready",
    text: "150+ integrations, SaaS, on-premises or VPC deployment, and 99.9% uptime backed by our service level agreement.",
  },
] as const satisfies readonly TitledText[];

export const offices = [
  {
    city: "London",
    label: "Headquarters",
    address: "1 Canada Square, Canary Wharf, London E14 5AB, United Kingdom",
  },
  { city: "New York", label: "Americas", address: "285 Fulton Street, New York, NY 10007, United States" },
  {
    city: "Bengaluru",
    label: "Engineering and Asia Pacific",
    address: "Embassy Golf Links Business Park, Bengaluru 560071, India",
  },
] as const satisfies readonly Office[];

/** A maps search for an address, opened in a new tab. */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export const aboutCta = {
  title: "See the AI Finance Workforce in Action",
  description: "Book a demo with our team, or write to our leadership directly.",
  demoLabel: "Schedule a Demo",
  contactLabel: "Contact Leadership",
} as const;
