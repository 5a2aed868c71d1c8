import type { ApplicationStatus } from "@/lib/validation/application-status";
import { call } from "./api";
import { errorCatalogue } from "./messages";

// The applicant's status page calls (no session: the status token is the credential,
// sent in the body so that it stays out of access logs).

const errors = errorCatalogue.applicationStatus;

export const applicationStatusApi = {
  read: (token: string) =>
    call<{ application: ApplicationStatus }>("/api/partners/application-status", { json: { token }, errors }),
  registrationLink: (token: string) =>
    call<{ registerUrl: string; expiresAt: string }>("/api/partners/application-status/registration-link", {
      json: { token },
      errors,
    }),
};
