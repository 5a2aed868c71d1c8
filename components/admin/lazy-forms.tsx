"use client";

import dynamic from "next/dynamic";

// The console's forms (react-hook-form, and zod on first submit) load beside the page they
// sit on rather than in its first load: the page's server-rendered form shows at once and
// answers once its code has arrived. Pages import the forms from here.

export const AnnouncementForm = dynamic(() => import("./announcement-form").then((m) => m.AnnouncementForm));
export const CommissionRateForm = dynamic(() =>
  import("./commission-rate-form").then((m) => m.CommissionRateForm),
);
export const CourseForm = dynamic(() => import("./training/course-form").then((m) => m.CourseForm));
export const ExchangeRateForm = dynamic(() =>
  import("./payouts/exchange-rate-form").then((m) => m.ExchangeRateForm),
);
export const InviteForm = dynamic(() => import("./invite-form").then((m) => m.InviteForm));
export const MarkPaidForm = dynamic(() => import("./deals/mark-paid-form").then((m) => m.MarkPaidForm));
export const ModuleForm = dynamic(() => import("./training/module-form").then((m) => m.ModuleForm));
export const PartnerUpdateForm = dynamic(() =>
  import("./partner-update-form").then((m) => m.PartnerUpdateForm),
);
export const RunBuilder = dynamic(() => import("./payouts/run-builder").then((m) => m.RunBuilder));
export const RejectForm = dynamic(() => import("./reject-form").then((m) => m.RejectForm));
export const ReferralStatusForm = dynamic(() =>
  import("./referrals/referral-status-form").then((m) => m.ReferralStatusForm),
);
export const TierPinForm = dynamic(() => import("./tiers/tier-pin-form").then((m) => m.TierPinForm));
export const TierRulesForm = dynamic(() => import("./tiers/tier-rules-form").then((m) => m.TierRulesForm));
export const PersonDataForm = dynamic(() =>
  import("./privacy/person-data-form").then((m) => m.PersonDataForm),
);
export const SecretOnceForm = dynamic(() =>
  import("@/components/api-keys/secret-once-form").then((m) => m.SecretOnceForm),
);
export const StageForm = dynamic(() => import("./deals/deal-decisions").then((m) => m.StageForm));
export const ExtensionDecision = dynamic(() =>
  import("./deals/deal-decisions").then((m) => m.ExtensionDecision),
);
export const ResourceUploadForm = dynamic(() =>
  import("./resource-upload-form").then((m) => m.ResourceUploadForm),
);
export const MdfApproveForm = dynamic(() => import("./mdf/mdf-decision-forms").then((m) => m.ApproveForm));
export const MdfReasonForm = dynamic(() => import("./mdf/mdf-decision-forms").then((m) => m.ReasonForm));
export const MdfAllocationForm = dynamic(() =>
  import("./mdf/mdf-decision-forms").then((m) => m.AllocationForm),
);
export const DirectoryHideForm = dynamic(() =>
  import("./enquiries/directory-hide-form").then((m) => m.DirectoryHideForm),
);
