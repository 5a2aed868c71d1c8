import type { Lead } from "@/lib/validation/leads";

/** The Leads list's open form: decline or register one lead as a deal. */
export type LeadAction = { kind: "decline" | "convert"; lead: Lead } | null;
