import { portalRoutes } from "./portal-routes";

// The Partners page: programme information, benefits, partner types and calls to action.

export interface PartnerBenefit {
  id: string;
  title: string;
  summary: string;
  details: readonly string[];
}

export interface PartnerType {
  id: "implementation" | "referral" | "technology" | "consulting";
  name: string;
  description: string;
  idealFor: string;
}

export const partnerLinks = { claim: portalRoutes.claim, login: portalRoutes.login } as const;

export const partnersHero = {
  eyebrow: "Partner Programme",
  title: "Grow With the AI Finance Workforce",
  description:
    "Resell, refer, implement or build on the platform. Earn commissions, get trained and certified, and bring purpose-built finance AI to your clients.",
  claimLabel: "Claim Partner Portal",
  loginLabel: "Partner Login",
} as const;

export const partnerBenefits = [
  {
    id: "commissions",
    title: "Attractive Commissions",
    summary: "Earn recurring commission on every customer you bring or serve.",
    details: [
      "Commission on first-year and renewal revenue of the deals you register",
      "Deal registration protects your opportunity while you work it",
      "Transparent commission tracking and payment requests in the partner portal",
    ],
  },
  {
    id: "training",
    title: "Training and Certification",
    summary: "Become an expert in finance automation with structured learning paths.",
    details: [
      "Self-paced courses on the platform, its integrations and finance use cases",
      "Certification for sales, solution and implementation roles",
      "Partner tiers that recognise your certified team",
    ],
  },
  {
    id: "co-marketing",
    title: "Co-Marketing Support",
    summary: "Reach finance leaders together with joint campaigns and content.",
    details: [
      "Co-branded case studies, webinars and event presence",
      "Ready-made sales decks, battle cards and demo scripts",
      "Marketing development funds for qualifying campaigns",
    ],
  },
  {
    id: "early-access",
    title: "Early Access to New Features",
    summary: "See what is coming first and shape the product roadmap.",
    details: [
      "Preview releases of new AI agents and integrations",
      "Partner advisory sessions with our product team",
      "Beta programmes for your most demanding clients",
    ],
  },
  {
    id: "api-framework",
    title: "API and Integration Framework",
    summary: "Build on the platform with documented APIs and 150+ integrations.",
    details: [
      "REST APIs and webhooks for data, tasks and reporting",
      "Sandbox environments for development and demos",
      "Deployment as SaaS, on-premises or in your client's VPC",
    ],
  },
  {
    id: "success-manager",
    title: "Dedicated Partner Success Manager",
    summary: "One named contact who helps you win, deliver and grow.",
    details: [
      "Joint account planning and pipeline reviews",
      "Pre-sales support from our solution engineers",
      "Priority escalation for your clients' support cases",
    ],
  },
] as const satisfies readonly PartnerBenefit[];

export const partnerTypes = [
  {
    id: "implementation",
    name: "Implementation Partners",
    description: "Deploy and configure the platform, connect client systems and run change management.",
    idealFor: "Systems integrators and finance transformation firms",
  },
  {
    id: "referral",
    name: "Referral Partners",
    description: "Introduce finance teams to the platform and earn commission on the deals that close.",
    idealFor: "Advisers, networks and industry specialists",
  },
  {
    id: "technology",
    name: "Technology Partners",
    description: "Integrate your product with the platform so finance data flows both ways.",
    idealFor: "ERP, banking, data and software vendors",
  },
  {
    id: "consulting",
    name: "Consulting Partners",
    description: "Pair your finance expertise with AI agents to deliver more for every client.",
    idealFor: "CPA, audit, advisory and FP&A consultancies",
  },
] as const satisfies readonly PartnerType[];

export const partnerTypesSection = {
  exploreLabel: "Explore More",
} as const;

// How a company becomes a partner.
export const partnerJourney = [
  { step: "Claim", text: "Tell us about your company and verify your company email." },
  { step: "Review", text: "Our partner team reviews your application within 2-3 business days." },
  { step: "Register", text: "Complete your partner profile from the link in your approval email." },
  { step: "Grow", text: "Get training, register deals and track commissions in the portal." },
] as const satisfies readonly { step: string; text: string }[];

export const partnersCta = {
  title: "Ready to Partner With Us?",
  description:
    "Claim your partner portal in a few minutes. Our team reviews every application within 2-3 business days and sends your access once approved.",
  journeyLabel: "Start Your Partnership Journey",
  contactLabel: "Contact Us",
} as const;
