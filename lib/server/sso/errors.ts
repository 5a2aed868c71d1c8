import "server-only";
import type { SsoErrorCode } from "@/lib/validation/sso-messages";

/** A single sign-on that cannot go on; the sign-in page explains the code (ssoErrorMessages). */
export class SsoFlowError extends Error {
  constructor(readonly code: SsoErrorCode) {
    super(code);
    this.name = "SsoFlowError";
  }
}
