import { contactFallbackError } from "@/content/contact";
import type { ContactEnquiryInput } from "@/lib/validation/contact";
import type { DemoRequestInput } from "@/lib/validation/demo";
import { SUBMIT_TIMEOUT_MS } from "./variant-config";

/**
 * Posts an enquiry. Success needs an OK status and `success: true`;
 * anything else throws with the response's message or the form's default text.
 */
export async function postEnquiry(
  endpoint: string,
  enquiry: ContactEnquiryInput | DemoRequestInput,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(enquiry),
      signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
    });
  } catch {
    throw new Error(contactFallbackError);
  }
  const answer = (await response.json().catch(() => null)) as { success?: unknown; message?: unknown } | null;
  if (response.ok && answer?.success === true) return;
  const message =
    typeof answer?.message === "string" && answer.message ? answer.message : contactFallbackError;
  throw new Error(message);
}
