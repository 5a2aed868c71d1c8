import "server-only";
import { DEMO_SOURCE } from "@/content/contact-demo";
import type { DemoRequest } from "@/lib/validation/demo";
import { storeEnquiry, type SubmitEnquiryResult } from "./submit-enquiry";

/**
 * Stores a demo request as an enquiry (source "Book Demo Page", with its role and use
 * case): the contact inbox is notified, the visitor gets a confirmation, and a request sent
 * through a partner's referral link becomes that partner's referral, as any enquiry does.
 */
export function submitDemoRequest(
  request: DemoRequest,
  now = new Date(),
  linkId: string | null = null,
): Promise<SubmitEnquiryResult> {
  return storeEnquiry(
    {
      fullName: request.name,
      email: request.email,
      company: request.company,
      phoneNumber: "",
      industry: "",
      companySize: "",
      message: request.message,
      source: DEMO_SOURCE,
      partnerRouting: false,
      demo: { role: request.role, useCase: request.useCase },
    },
    now,
    linkId,
  );
}
