// Screen copy of the partner portal. Error texts live
// in lib/client/messages.ts; validation messages in lib/validation/*; page paths in
// lib/portal-routes.ts.

/** The portal's redirect delays, in milliseconds. */
export const portalDelays = {
  afterEmailVerified: 3000,
  missingResetToken: 2000,
  invalidClaimLink: 3000,
  afterRegistration: 2000,
} as const;

export const claimCopy = {
  title: "Claim Your Partner Portal",
  lead: "Apply to the Finlytic AI Partner Programme. Verify your company email, tell us about your company, and our team reviews your claim within 2-3 business days.",
  sections: {
    personal: "Personal Information",
    company: "Company Information",
    partnership: "Partnership Details",
    security: "Security Verification",
  },
  submit: "Submit Partnership Claim",
  successTitle: "Claim Submitted Successfully!",
  successLead: "Thank you for applying. Our team reviews your claim within 2-3 business days.",
  nextSteps: [
    "Our partnership team reviews your application.",
    "We contact you to discuss the partnership; expect a reply within 24 hours of review.",
    "Upon approval, you receive your portal access and registration link by email.",
  ],
  confirmationSent: "We emailed a confirmation to",
  statusLink: "Its link shows your application's status at any time.",
  noSignInYet:
    "There is no account to sign in to yet: it is created when you register from the link in your approval email.",
} as const;

export const dashboardTabs = [
  { id: "overview", label: "Overview" },
  { id: "deals", label: "Deals" },
  { id: "commissions", label: "Commissions" },
  { id: "referrals", label: "Referrals" },
  { id: "resources", label: "Resources" },
  { id: "training", label: "Training" },
  { id: "performance", label: "Performance" },
  { id: "settings", label: "Settings" },
] as const satisfies readonly { id: string; label: string }[];
export type DashboardTabId = (typeof dashboardTabs)[number]["id"];

/** The Overview's checklist for a new partner (components/portal/dashboard/onboarding-checklist.tsx). */
export const onboardingCopy = {
  title: "Get started",
  dismiss: "Dismiss",
  progress: (done: number, total: number) => `${done} of ${total} done. Each step ticks itself off.`,
  items: {
    profile: { label: "Complete your profile", action: "Review your profile" },
    twoFactor: { label: "Set up two-factor authentication", action: "Set up two-factor" },
    firstDeal: { label: "Register your first deal", action: "Register a deal" },
    certification: { label: "Start the certification course", action: "Start the course" },
  },
} as const;

/** What an empty list says, and the action that fills it. */
export const emptyStates = {
  deals: { text: "No deals yet. Register your first deal.", action: "Register a deal" },
  dealsFiltered: { text: "No deals match this search or status.", action: "Clear filters" },
  recentActivity: {
    text: "No activity yet. Register your first deal to see it here.",
    action: "Register a deal",
  },
  commissions: {
    text: "No commissions yet. They appear here once a deal you registered is won.",
    action: "Go to your deals",
  },
  referrals: { text: "No referrals yet. Refer a company to the programme.", action: "Refer a company" },
  resources: {
    text: "No resources yet. The programme team publishes sales material here.",
    action: "Check again",
  },
  training: {
    text: "No training courses for your tier yet. Browse the resource library meanwhile.",
    action: "Open resources",
  },
} as const;

/** The terms the registration wizard's step 4 offers for download (served from public/). */
export const partnerTermsDocument = {
  href: "/documents/partner-onboarding-terms.pdf",
  format: "PDF",
} as const;

export const registrationCopy = {
  title: "Partner Registration",
  anonymousTitle: "Open Partner Registration",
  anonymousLead:
    "Register your company for the Finlytic AI Partner Programme. The programme team reviews every open registration before the account is activated.",
  validating: "Validating your registration link...",
  formLoading: "Loading the registration form...",
  invalidTitle: "Invalid Registration Link",
  noLinkTitle: "Become a Partner",
  noLinkLead: "Registration opens from the link in your approval or invitation email.",
  noLinkHelp:
    "Have that email? Open its link to register. New to the programme? Claim your partner portal: the programme team reviews claims within 2-3 business days and emails you a registration link.",
  invalidHelp: "Please use the registration link from your approval email.",
  draftRestored:
    "Your entries are back where you left them. Passwords are never kept: enter yours again in Basic Information.",
  invitationWelcome: "Welcome! You can now register directly with your invitation.",
  claimWelcome: "Welcome! Your information has been pre-filled from your claim request.",
  anonymousDoneTitle: "Registration Submitted",
  // The same words whether or not the address already had an account (that owner gets a different email).
  anonymousDoneText:
    "We sent an email to the address you entered with what to do next. Once your address is verified and the programme team has approved your company, you can sign in.",
} as const;
