// The role explorer on the home page ("Your Entire Finance Role Powered by AI").
// Keys and tab labels pair exactly as the navigation bar lists them (content/navigation.ts);
// the pairing is deliberate, although the keys read as mismatched.
import { EXPLORER_IMAGE_SIZE, explorerImagePath, type ExplorerItem } from "./home-explorer";
import type { platformGroups } from "./navigation";

export type RoleKey = (typeof platformGroups)[0]["entries"][number]["id"];

const image = (key: RoleKey, alt: string) => ({
  src: explorerImagePath("roles", key),
  alt,
  ...EXPLORER_IMAGE_SIZE,
});

export const roleSection = {
  id: "role-section",
  eyebrow: "Role Based",
  heading: "Your Entire Finance Role Powered by AI",
  tagsHeading: "Skills",
  featuresHeading: "What it does for you",
} as const;

export const roles = [
  {
    key: "ACCOUNTANT",
    tab: "Financial Analyst",
    title: "Financial Analyst",
    subtitle: "The Always On Performance Engine",
    image: image("ACCOUNTANT", "Performance dashboard: KPI cards above a budget versus actual line chart"),
    tags: [
      "Variance Analysis",
      "KPI Tracking",
      "Budget vs Actuals",
      "Forecasting",
      "Ratio Analysis",
      "Trend Detection",
      "Excel Automation",
      "Board-Ready Charts",
    ],
    features: [
      "Pulls actuals from your ERP and spreadsheets every day, so performance numbers are never stale.",
      "Explains every budget versus actual variance down to the account, entity and driver.",
      "Builds rolling forecasts from the drivers you set and re-runs them when the data moves.",
      "Flags unusual trends in revenue, margin and spend before the month closes.",
      "Turns the analysis into charts and commentary ready for the management pack.",
    ],
  },
  {
    key: "CONTROLLER",
    tab: "Investment Analyst",
    title: "Investment Analyst",
    subtitle: "The Deal Intelligence Partner",
    image: image(
      "CONTROLLER",
      "Deal dashboard: valuation bars for comparable companies and a returns summary",
    ),
    tags: [
      "Deal Screening",
      "Financial Modelling",
      "Comparable Analysis",
      "DCF Valuation",
      "Data Room Review",
      "Portfolio Monitoring",
      "IC Memos",
      "Scenario Analysis",
    ],
    features: [
      "Reads a whole data room of 100+ files and extracts the financials, contracts and KPIs that matter.",
      "Builds three-statement and DCF models with every figure traced to its source document.",
      "Benchmarks targets against comparable companies and precedent transactions.",
      "Drafts investment committee memos with the key risks, returns and open questions.",
      "Monitors portfolio companies every month and alerts you when a covenant or KPI drifts.",
    ],
  },
  {
    key: "ANALYST",
    tab: "Credit Analyst",
    title: "Credit Analyst",
    subtitle: "The Real Time Risk Evaluator",
    image: image("ANALYST", "Credit dashboard: a risk score gauge beside borrower cash flow bars"),
    tags: [
      "Credit Scoring",
      "Bank Statement Analysis",
      "Cash Flow Lending",
      "Covenant Tracking",
      "Early Warning Signals",
      "Financial Spreading",
      "Collateral Review",
      "Credit Memos",
    ],
    features: [
      "Spreads financial statements and bank statements automatically, in any format.",
      "Scores borrowers against your credit policy with a transparent, deterministic calculation.",
      "Tracks covenants and repayment behaviour continuously, not only at the annual review.",
      "Raises early warning signals when cash flow, leverage or concentration changes.",
      "Writes the credit memo with ratios, risks and mitigants for the committee.",
    ],
  },
  {
    key: "INVESTOR",
    tab: "Financial Controller",
    title: "Financial Controller",
    // This subtitle follows the others' pattern.
    subtitle: "The Close and Control Guardian",
    image: image(
      "INVESTOR",
      "Close dashboard: reconciliation checklist with matched balances and an audit trail",
    ),
    tags: [
      "Month-End Close",
      "Reconciliations",
      "Journal Entries",
      "Intercompany",
      "Accruals",
      "Audit Trail",
      "Internal Controls",
      "Policy Compliance",
    ],
    features: [
      "Reconciles bank, sub-ledger and intercompany balances as the transactions arrive.",
      "Proposes accruals and journal entries with the evidence attached for review.",
      "Runs the close checklist and shows what is keeping the books from closing.",
      "Keeps an immutable audit trail of every figure, change and approval.",
      "Tests controls continuously and reports exceptions before the auditors do.",
    ],
  },
  {
    key: "CFO",
    tab: "CFO",
    title: "CFO",
    subtitle: "The Strategic Finance Brain",
    image: image(
      "CFO",
      "Strategy dashboard: scenario lines for cash and profit with a capital allocation donut",
    ),
    tags: [
      "Strategic Planning",
      "Capital Allocation",
      "Scenario Modelling",
      "Cash Visibility",
      "Investor Reporting",
      "Unit Economics",
      "Board Packs",
      "Risk Oversight",
    ],
    features: [
      "Gives one live view of cash, performance and risk across every entity.",
      "Models strategic scenarios such as pricing, hiring or an acquisition in minutes.",
      "Ranks capital allocation options by return, risk and cash impact.",
      "Prepares board and investor packs with a narrative that matches the numbers.",
      "Answers the board's ad hoc questions in plain language, with sources.",
    ],
  },
  {
    key: "CEO",
    tab: "CEO",
    title: "CEO",
    subtitle: "The Decision Intelligence Partner",
    image: image("CEO", "Executive dashboard: a one-page brief with growth, margin and cash indicators"),
    tags: [
      "Business Performance",
      "Growth Drivers",
      "Market Signals",
      "Profitability",
      "Decision Support",
      "Executive Dashboards",
      "What-If Analysis",
      "Strategic KPIs",
    ],
    features: [
      "Summarises the state of the business every morning in a one-page brief.",
      "Connects financial results to the operational drivers behind them.",
      "Runs what-if analysis on the decisions in front of you before you commit.",
      "Highlights the growth and margin opportunities hidden in the data.",
      "Keeps the leadership team aligned on one version of the numbers.",
    ],
  },
] as const satisfies readonly ExplorerItem<RoleKey>[];
