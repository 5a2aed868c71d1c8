// The applicant's status page's messages without zod: the page shows them in the browser,
// the API answers with them (application-status.ts).

export const applicationStatusMessages = {
  tokenRequired: "The status link is incomplete. Open it again from your confirmation email.",
  tokenInvalid:
    "This status link is not valid. Open it again from your confirmation email, or contact the partner programme team.",
  tokenExpired:
    "This status link has expired: status links are valid for 30 days. Contact the partner programme team to hear where your application stands.",
  linkUnavailable: "The registration link can no longer be used.",
  tooMany: "Too many requests. Please wait before trying again.",
} as const;
