import type { ApplicationStatus } from "@/lib/validation/application-status";
import { call } from "./portal-api";

// The applicant's status page calls (no session: the status token is the credential,
// sent in the body so that it stays out of access logs).

const failure = { byStatus: { 429: "Too many requests. Please wait before trying again." }, fallback: "Something went wrong. Please try again." };

export const applicationStatusApi = {
  read: (token: string) => call<{ application: ApplicationStatus }>("/partners/application-status", { json: { token }, errors: failure }),
  registrationLink: (token: string) => call<{ registerUrl: string; expiresAt: string }>("/partners/application-status/registration-link", { json: { token }, errors: failure }),
};
