import type { Migration } from "kysely";
import * as outboxAndRateLimits from "./0001-outbox-and-rate-limits";
import * as contactEnquiries from "./0002-contact-enquiries";
import * as partnerProgramme from "./0003-partner-programme";
import * as dealRegistration from "./0004-deal-registration";
import * as mailPriorities from "./0005-mail-priorities";
import * as onboardingCourses from "./0006-onboarding-courses";
import * as dealSearch from "./0007-deal-search";
import * as referralTracking from "./0008-referral-tracking";
import * as trainingModules from "./0009-training-modules";
import * as accountSecurity from "./0010-account-security";
import * as applicantStatus from "./0011-applicant-status";
import * as resourceFiles from "./0012-resource-files";
import * as dealsList from "./0013-deals-list";
import * as sessionSecondFactor from "./0014-session-second-factor";
import * as dealStages from "./0015-deal-stages";
import * as registrableCustomerDomains from "./0016-registrable-customer-domains";
import * as commissionLedger from "./0017-commission-ledger";
import * as dataRights from "./0018-data-rights";
import * as partnerNotifications from "./0019-partner-notifications";
import * as earnedTiers from "./0020-earned-tiers";
import * as referralLinks from "./0021-referral-links";
import * as mailHeadersAndUnsubscribe from "./0022-mail-headers-and-unsubscribe";
import * as firstSignIn from "./0023-first-sign-in";
import * as demoRequests from "./0024-demo-requests";
import * as trainingReminders from "./0025-training-reminders";
import * as memberRoles from "./0026-member-roles";
import * as partnerTeams from "./0027-partner-teams";
import * as payoutDetails from "./0028-payout-details";
import * as programmeApi from "./0029-programme-api";
import * as moneyReporting from "./0030-money-reporting";
import * as keyHolders from "./0031-key-holders";
import * as privacyRecords from "./0032-privacy-records";
import * as singleSignOn from "./0034-single-sign-on";
import * as marketDevelopment from "./0035-market-development";
import * as partnerDirectory from "./0036-partner-directory";
import * as analytics from "./0037-analytics";
import * as mdfPlanFile from "./0038-mdf-plan-file";
import * as outboxHtmlContent from "./0039-outbox-html-content";
import * as sessionProviderLogout from "./0040-session-provider-logout";
import * as erasureReplacements from "./0041-erasure-replacements";
import * as referralExpectedMinor from "./0042-referral-expected-minor";

// Listed explicitly (not read from disk) so the bundler includes every migration.
// Add new ones at the end; never edit one that has shipped.
export const migrations: Record<string, Migration> = {
  "0001-outbox-and-rate-limits": outboxAndRateLimits,
  "0002-contact-enquiries": contactEnquiries,
  "0003-partner-programme": partnerProgramme,
  "0004-deal-registration": dealRegistration,
  "0005-mail-priorities": mailPriorities,
  "0006-onboarding-courses": onboardingCourses,
  "0007-deal-search": dealSearch,
  "0008-referral-tracking": referralTracking,
  "0009-training-modules": trainingModules,
  "0010-account-security": accountSecurity,
  "0011-applicant-status": applicantStatus,
  "0012-resource-files": resourceFiles,
  "0013-deals-list": dealsList,
  "0014-session-second-factor": sessionSecondFactor,
  "0015-deal-stages": dealStages,
  "0016-registrable-customer-domains": registrableCustomerDomains,
  "0017-commission-ledger": commissionLedger,
  "0018-data-rights": dataRights,
  "0019-partner-notifications": partnerNotifications,
  "0020-earned-tiers": earnedTiers,
  "0021-referral-links": referralLinks,
  "0022-mail-headers-and-unsubscribe": mailHeadersAndUnsubscribe,
  "0023-first-sign-in": firstSignIn,
  "0024-demo-requests": demoRequests,
  "0025-training-reminders": trainingReminders,
  "0026-member-roles": memberRoles,
  "0027-partner-teams": partnerTeams,
  "0028-payout-details": payoutDetails,
  "0029-programme-api": programmeApi,
  "0030-money-reporting": moneyReporting,
  "0031-key-holders": keyHolders,
  "0032-privacy-records": privacyRecords,
  "0034-single-sign-on": singleSignOn,
  "0035-market-development": marketDevelopment,
  "0036-partner-directory": partnerDirectory,
  "0037-analytics": analytics,
  "0038-mdf-plan-file": mdfPlanFile,
  "0039-outbox-html-content": outboxHtmlContent,
  "0040-session-provider-logout": sessionProviderLogout,
  "0041-erasure-replacements": erasureReplacements,
  "0042-referral-expected-minor": referralExpectedMinor,
};
