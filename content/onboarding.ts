// The programme's onboarding courses. Every partner is enrolled in them when its account
// becomes active (lib/server/training/onboarding.ts), so the training the approval email
// promises is on the Training tab at the first sign-in. `key` identifies a course for good:
// change titles freely, but never reuse a key for another course.

export const onboardingCourses = [
  { key: "platform-fundamentals", title: "Finlytic AI Platform Fundamentals", duration: "2 hours" },
  { key: "partner-programme", title: "Partner Programme and Portal Essentials", duration: "45 minutes" },
  { key: "selling-to-finance", title: "Selling AI Automation to Finance Teams", duration: "3 hours" },
] as const satisfies readonly { key: string; title: string; duration: string }[];
