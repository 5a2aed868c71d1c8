// The demo booking page: its form's enumerations and copy.

export const demoRoles = [
  { value: "cfo", label: "CFO" },
  { value: "controller", label: "Controller" },
  { value: "fp-a", label: "FP&A" },
  { value: "finance-director", label: "Finance Director" },
  { value: "analyst", label: "Analyst" },
  { value: "other", label: "Other" },
] as const satisfies readonly { value: string; label: string }[];

export const demoUseCases = [
  { value: "fdd", label: "Financial Due Diligence" },
  { value: "fp-a", label: "FP&A" },
  { value: "close", label: "Month-End Close" },
  { value: "credit-risk", label: "Credit Risk" },
  { value: "portfolio", label: "Portfolio Monitoring" },
  { value: "other", label: "Other" },
] as const satisfies readonly { value: string; label: string }[];

/** The enquiry source a demo request is stored and mailed under (also its analytics source). */
export const DEMO_SOURCE = "Book Demo Page";

export type DemoRole = (typeof demoRoles)[number]["value"];
export type DemoUseCase = (typeof demoUseCases)[number]["value"];

export const demoFieldCopy = {
  name: { label: "Full Name", placeholder: "Enter your full name" },
  email: { label: "Work Email", placeholder: "Enter your work email" },
  company: { label: "Company", placeholder: "Enter your company name" },
  role: { label: "Role", placeholder: "Select your role" },
  useCase: { label: "Primary Use Case", placeholder: "Select a use case" },
  message: {
    label: "Anything we should know?",
    placeholder: "Tell us about your team, systems and goals...",
  },
} as const;

export const demoPageCopy = {
  title: "Book a Demo",
  intro: "See the AI finance workforce on a sample of your own data in a 30-45 minute live session.",
  formHeading: "Schedule Your Demo",
  submit: "Request Demo",
  sending: "Sending...",
  errorHeading: "Your demo request was not sent.",
  errorRetry: "Please try again, or send it to us by email:",
  mailFallback: "Email your demo request",
  confirmationHeading: "Thank you! Your demo request is in.",
  confirmation: "Our team will contact you within 24 hours to find a time that suits you.",
  bookNow: "Prefer to pick a time now? Open our scheduling page",
  preferEmailHeading: "Prefer Email?",
  preferEmail: "Write to our sales team and we will set up the demo with you.",
  expectHeading: "What to Expect",
  getInTouchHeading: "Get in Touch",
  followHeading: "Follow us",
} as const;

export const demoExpectations = [
  "A 30-45 minute live demo on a sample of your data",
  "Security and compliance Q&A",
  "A pricing discussion",
  "Next steps for a pilot or implementation",
] as const;

/** An email method names its address's setting (lib/config/site.ts); the page shows the address. */
export const demoContactMethods = [
  { label: "Email", address: "salesEmail", value: null },
  { label: "Live Chat", address: null, value: "Weekdays during business hours" },
] as const;

// The social buttons on this page are decorative and carry no action.
export const demoSocialButtons = [
  { label: "LinkedIn", icon: "LinkedIn" },
  { label: "Twitter", icon: "X" },
  { label: "YouTube", icon: "YouTube" },
] as const;
