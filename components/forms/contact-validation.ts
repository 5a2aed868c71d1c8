import type { ContactEnquiry, ContactEnquiryInput } from "@/lib/validation/contact";
import { schemaResolver } from "./schema-form";

/**
 * The enquiry form's resolver, with the route's own schema. The schema (zod) and the resolver
 * package load when the visitor first enters the form (`contactResolver.preload()`) rather
 * than with the page: zod is the largest part of the form's code, and its evaluation in the
 * page's first seconds is what Lighthouse counts against the page. A submit that comes
 * before the load waits for it; a failed load is tried again on the next call.
 */
export const contactResolver = schemaResolver<ContactEnquiryInput, ContactEnquiry>(() =>
  import("@/lib/validation/contact").then((m) => m.contactEnquirySchema),
);
