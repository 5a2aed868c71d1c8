import { onboardingCourses } from "./onboarding";
import { trainingCourseContent } from "./training-courses";

// The programme's how-to, shown at /partner-portal/docs (Settings → Documentation). Figures
// that are settings (deal protection, payout minimum) or rules (extensions, referrals) come
// from the server's configuration and the domains' rules and are passed in, so the page never
// contradicts what the API enforces.

export interface DocsSettings {
  /** DEAL_PROTECTION_DAYS */
  protectionDays: number;
  /** PAYOUT_MINIMUM, in US dollars */
  payoutMinimum: number;
  /** An extension's length, and the last days of protection in which one may be asked for. */
  extensionDays: number;
  extensionWindowDays: number;
  /** How long a referred email cannot be referred again, and the follow-up interval. */
  referralWindowDays: number;
  followUpHours: number;
}

export interface DocsSection {
  id: string;
  title: string;
  intro: string;
  points: string[];
}

const usd = (amount: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: amount % 1 === 0 ? 0 : 2,
  }).format(amount);

export function partnerDocs(settings: DocsSettings): DocsSection[] {
  const { protectionDays, payoutMinimum, extensionDays, extensionWindowDays } = settings;
  const { referralWindowDays, followUpHours } = settings;
  const certifications = trainingCourseContent
    .filter((course) => course.certification)
    .map(
      (course) =>
        `${onboardingCourses.find((o) => o.key === course.key)?.title ?? course.key} (${course.points} points)`,
    );
  return [
    {
      id: "deal-registration",
      title: "Deal registration",
      intro: "Register a customer before you propose, so the programme team can protect your work.",
      points: [
        "A deal is identified by the customer's website domain: the scheme, “www.”, letter case and any path are ignored, so example.com and https://www.Example.com/pricing are the same customer.",
        "While a registration is pending or protected, no other partner can register the same domain; they are told it is already registered (never by whom).",
        `The programme team reviews each registration. Once approved, the customer is protected for you for ${protectionDays} days.`,
        `You may ask for one extension of ${extensionDays} days, within the last ${extensionWindowDays} days of protection, from the deal's details. The card then reads Extension requested, granted or refused.`,
        "Rejected, withdrawn, closed and expired deals free the domain for anyone to register.",
        "Only approved deals move through stages: Prospecting, Qualification, Proposal, Negotiation, then Closed Won or Closed Lost.",
      ],
    },
    {
      id: "payouts",
      title: "Commissions and payouts",
      intro: "A closed won deal earns one commission at your rate.",
      points: [
        "Rates follow your tier (Bronze 10%, Silver 15%, Gold 20%, Platinum 25%) unless the programme team has agreed a rate of your own.",
        "A new commission is pending until the programme team approves it.",
        `When your approved, unpaid commissions add up to at least ${usd(payoutMinimum)}, Request Payment on the Commissions tab asks for them as one payout.`,
        "The commissions of a payout show as processing until the team pays it; each then shows paid, with the payment reference and date.",
      ],
    },
    {
      id: "referrals",
      title: "Referrals",
      intro: "Introduce a contact who could use the platform; the programme team takes it from there.",
      points: [
        "Only refer people who agreed to it: the form asks you to confirm their permission to share their details.",
        `A contact whose email anyone referred in the last ${referralWindowDays} days cannot be referred again.`,
        `Follow Up sends the programme team a note about a referral, at most once every ${followUpHours} hours per referral.`,
        "A referral moves from contacted to qualified to proposal sent, and ends converted or closed. You see each change in View Details, and by email if your notification settings allow it.",
      ],
    },
    {
      id: "training",
      title: "Training and certification",
      intro: "Courses are on the Training tab; Start, Continue or Review opens the course where you left it.",
      points: [
        "Read each module, then select Mark complete to move to the next one. Modules are completed in order.",
        "Your progress, current module and completion date are saved as you go, on every device.",
        `Finishing every module of a certification course certifies your company and adds the course's points to your partner points, once: ${certifications.join(", ")}.`,
        "Your certification status and points are shown under Company in Settings.",
      ],
    },
  ];
}
