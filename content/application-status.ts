// The applicant's status page: what each state of a claim or a waiting registration tells
// the applicant, and what they can do next. {date} is filled in by the page. That every state
// has its words is checked where the states are defined (lib/validation/application-status.ts).

export const applicationStatusCopy = {
  title: "Application Status",
  loading: "Loading your application status...",
  failedTitle: "Status Unavailable",
  steps: [
    { state: "submitted", label: "Submitted" },
    { state: "under_review", label: "Under review" },
    { state: "decided", label: "Decision" },
  ],
  kind: { claim: "Partnership claim", registration: "Partner registration" },
  states: {
    submitted:
      "We received your application on {date}. Our partner programme team will start reviewing it shortly; a review takes 2-3 business days.",
    under_review:
      "Our partner programme team started reviewing your application on {date}. We may contact you for a short discussion before we decide.",
    approved: "Your application was approved on {date}.",
    rejected: "After review on {date}, we are unable to approve your application at this time.",
  },
  registrationLink: {
    not_used: "Your registration link is not used yet. It stays valid until {date}.",
    used: "You completed your registration with your link. Sign in to the Partner Portal.",
    expired: "Your registration link expired on {date}. Contact the partner programme team for a new one.",
  },
  registerNow: "Register now",
  registerNote: "This gives you a fresh registration link; the one in your approval email stops working.",
  accountActive: "Your partner account is active. Once your email address is verified, you can sign in.",
  signIn: "Sign in",
  reasonLabel: "Reason given by the team",
  contact: "Contact the partner programme team",
} as const;
