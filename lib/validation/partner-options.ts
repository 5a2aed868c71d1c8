// A partner's certification and status codes without zod (its tier's are tierIds, tier-options.ts): the console's partner form
// offers them in the browser; the schema in admin.ts checks them on the server.

export const certificationStatuses = ["pending", "in_progress", "certified", "expired"] as const;
export const partnerStatuses = ["active", "pending_approval", "rejected"] as const;
export type CertificationStatus = (typeof certificationStatuses)[number];
