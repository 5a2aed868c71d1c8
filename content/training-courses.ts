// The modules of the programme's onboarding courses (content/onboarding.ts keys). They are
// written into the course catalogue once, when a course's key is not there yet
// (lib/server/training/catalog.ts), so the team's later edits in the console are kept.
// Bodies are Markdown; raw HTML in them is shown as text, never run.

export interface TrainingModuleContent {
  title: string;
  body: string;
  videoUrl?: string;
}

export interface TrainingCourseContent {
  key: string;
  description: string;
  /** Finishing every module certifies the partner and adds `points`. */
  certification: boolean;
  points: number;
  modules: readonly TrainingModuleContent[];
}

export const trainingCourseContent = [
  {
    key: "platform-fundamentals",
    description: "What the platform automates for a finance team, and how its agents fit together.",
    certification: true,
    points: 250,
    modules: [
      {
        title: "What Finlytic AI automates",
        body: "Finance teams spend most of the month on **repeatable work**: matching bank lines, chasing approvals, preparing the close.\n\nFinlytic AI runs that work with agents that:\n\n- reconcile bank and ledger lines, and explain every match;\n- prepare accruals and journal entries for review;\n- keep an audit trail of every decision they take.\n\nA person always approves what is posted.",
      },
      {
        title: "The close and reconciliation agents",
        body: "## Month-end close\n\nThe close agent builds the checklist, collects evidence and flags what blocks sign-off.\n\n## Reconciliation\n\nThe reconciliation agent matches transactions by amount, date and reference, proposes the rest with a confidence score, and leaves exceptions to the team.\n\n> Tip: show a prospect their own exception list: it is the fastest way to the value.",
      },
      {
        title: "Integrations and security",
        body: "Finlytic AI connects to the ERP and the banks the customer already uses (NetSuite, SAP, Dynamics 365 and others) through read-only connectors first.\n\nSecurity reviews usually ask about:\n\n1. data residency and encryption at rest;\n2. SOC 2 reports;\n3. who can approve postings.\n\nThe *Security and Compliance Overview* in Resources answers each of them.",
      },
    ],
  },
  {
    key: "partner-programme",
    description: "How the programme works: deal registration, commissions, referrals and the portal.",
    certification: false,
    points: 0,
    modules: [
      {
        title: "Registering deals",
        body: "Register a customer **before** you propose: an approved registration protects the customer (by website domain) from other partners for the protection period, and one 30-day extension may be asked for near its end.\n\nThe [Documentation](/partner-portal/docs) page has every rule.",
      },
      {
        title: "Commissions and payouts",
        body: "A closed won deal creates one commission at your rate. The team approves it; once your approved commissions reach the payout minimum you can request a payout, and the team pays it with a reference you see on each commission.",
      },
      {
        title: "Referrals",
        body: "Refer a contact who agreed to it. The team contacts, qualifies and proposes; you follow the referral's status in the portal and may send the team one follow-up per day.",
      },
    ],
  },
  {
    key: "selling-to-finance",
    description: "Discovery, business case and objection handling with controllers and CFOs.",
    certification: true,
    points: 500,
    modules: [
      {
        title: "Discovery with finance leaders",
        body: "Ask about the **last close**: how many days, how many people, what was late and why.\n\nGood questions:\n\n- Which reconciliations take the longest?\n- Where do approvals wait?\n- What does the auditor ask for every year?",
      },
      {
        title: "Building the business case",
        body: "Turn the answers into hours: days of close saved, reconciliations automated, audit requests answered from the trail.\n\nThe *ROI Calculator* in Resources does the arithmetic with the prospect's own figures.",
      },
      {
        title: "Handling objections",
        body: '| Objection | Answer |\n|---|---|\n| "AI will post wrong entries" | Nothing is posted without a person\'s approval. |\n| "Our ERP is special" | Connectors start read-only; the pilot proves the fit. |\n| "Not this quarter" | Start with one reconciliation; it pays for the rest. |',
      },
    ],
  },
] as const satisfies readonly TrainingCourseContent[];

/** What the reading view says as a partner works through a course. */
export const trainingCopy = {
  moduleCompleted: "Module completed",
  courseCompleted: (title: string) => `${title} completed`,
  certified: (title: string, points: number) => `Certified in ${title}! +${points} points`,
  noModules: "This course has no modules yet. The programme team is preparing them.",
  loadFailed: "Failed to load the course. Please try again.",
} as const;
