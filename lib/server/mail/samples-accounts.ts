import "server-only";
import {
  passwordChangedInSettingsMail,
  passwordChangedMail,
  resetPasswordMail,
  twoFactorDisabledMail,
  twoFactorEnabledMail,
  twoFactorResetMail,
  verifyEmailMail,
} from "../auth/emails";
import {
  claimApprovedMail,
  claimNotificationMail,
  claimReceivedMail,
  claimRejectedMail,
  companyTakenMail,
  otpMail,
} from "../claims/emails";
import { sample, sampleId as id, sampleToken as token, type EmailSample } from "./email-sample";

// The preview samples of signing in and applying: account security mail and the claim's.

export function accountSamples(): EmailSample[] {
  return [
    sample("auth:otp", "security", "partner", otpMail("482913")),
    sample("auth:verify-email", "security", "partner", verifyEmailMail("Ada", token, token)),
    sample("auth:reset-password", "security", "partner", resetPasswordMail(token)),
    sample("auth:password-changed", "security", "partner", passwordChangedMail()),
    sample("auth:password-changed (Settings)", "security", "partner", passwordChangedInSettingsMail()),
    sample("auth:two-factor-enabled", "security", "partner", twoFactorEnabledMail()),
    sample("auth:two-factor-disabled", "security", "partner", twoFactorDisabledMail()),
    sample("auth:two-factor-reset", "security", "partner", twoFactorResetMail()),
    sample("claim:received", "transactional", "partner", claimReceivedMail("Ada", token)),
    sample(
      "claim:notification",
      "transactional",
      "team",
      claimNotificationMail({
        id,
        companyName: "Northwind Advisory",
        name: "Ada Lovelace",
        email: "ada@northwind.example",
        website: "https://northwind.example",
        country: "United Kingdom",
        whyJoin: "We advise 40 mid-sized banks on finance automation.",
      }),
    ),
    sample("claim:approved", "security", "partner", claimApprovedMail("Ada", token)),
    sample(
      "claim:rejected",
      "transactional",
      "partner",
      claimRejectedMail("Ada", "We already cover your region."),
    ),
    sample("claim:company-taken", "transactional", "partner", companyTakenMail("Ada", "Northwind Advisory")),
  ];
}
