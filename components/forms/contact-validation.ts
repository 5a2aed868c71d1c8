import type { Resolver } from "react-hook-form";
import type { ContactEnquiry, ContactEnquiryInput } from "@/lib/validation/contact";

type ContactResolver = Resolver<ContactEnquiryInput, unknown, ContactEnquiry>;

let loading: Promise<ContactResolver> | undefined;

/**
 * The enquiry schema (zod) and its form resolver, loaded when the visitor first enters the
 * form rather than with the page: zod is the largest part of the form's code, and its
 * evaluation in the page's first seconds is what Lighthouse counts against the page. Loaded
 * once; a failed load is tried again on the next call.
 */
export function loadContactResolver(): Promise<ContactResolver> {
  loading ??= Promise.all([import("@hookform/resolvers/zod"), import("@/lib/validation/contact")]).then(
    ([{ zodResolver }, { contactEnquirySchema }]) => zodResolver(contactEnquirySchema) as ContactResolver,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The form's resolver: a submit (or a check after one) that comes before the load waits for it. */
export const contactResolver: ContactResolver = async (values, context, options) =>
  (await loadContactResolver())(values, context, options);
