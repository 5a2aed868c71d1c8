// The task explorer on the home page ("Automation Hub"). Keys are the identifiers the
// navigation bar sends with setActiveTask (content/navigation.ts).
import { EXPLORER_IMAGE_SIZE, explorerImagePath, type ExplorerItem } from "./home-explorer";
import type { platformGroups } from "./navigation";

export type TaskKey = (typeof platformGroups)[1]["entries"][number]["id"];

const image = (key: TaskKey, alt: string) => ({
  src: explorerImagePath("tasks", key),
  alt,
  ...EXPLORER_IMAGE_SIZE,
});

export const taskSection = {
  id: "task-section",
  eyebrow: "Automation Hub",
  heading: "Automating Every Task in Finance End to End.",
  tagsHeading: "Key Features",
  featuresHeading: "What the product does",
} as const;

export const tasks = [
  {
    key: "FP&A",
    tab: "FP&A",
    title: "Financial Planning & Analysis",
    subtitle: "The Real Time Planner",
    image: image("FP&A", "Planning dashboard: plan, forecast and actual lines converging over twelve months"),
    tags: [
      "Driver-Based Planning",
      "Rolling Forecasts",
      "Budget vs Actuals",
      "Scenario Planning",
      "Headcount Planning",
      "Variance Commentary",
    ],
    features: [
      "Brings plans and actuals from every entity and system into one model.",
      "Re-forecasts automatically when actuals land or a driver changes.",
      "Compares scenarios side by side with their effect on profit and cash.",
      "Writes the variance commentary for the monthly performance review.",
    ],
  },
  {
    key: "FDD",
    tab: "FDD",
    title: "Financial Due Diligence",
    subtitle: "The Deal Speed Engine",
    image: image("FDD", "Diligence dashboard: quality of earnings bridge with adjustments flagged"),
    tags: [
      "Quality of Earnings",
      "Net Working Capital",
      "Net Debt Analysis",
      "Data Room Ingestion",
      "Revenue Analysis",
      "Red Flag Detection",
    ],
    features: [
      "Ingests the target's data room, 100+ files at a time, and maps it to a standard chart of accounts.",
      "Builds quality of earnings, working capital and net debt schedules linked to their sources.",
      "Detects one-off items, revenue concentration and accounting red flags.",
      "Drafts the diligence report, so your team reviews instead of rebuilding.",
    ],
  },
  {
    key: "Consolidation & Close",
    tab: "Consolidation & Close",
    title: "Consolidation & Close",
    subtitle: "The Auto Reconciled Engine",
    image: image(
      "Consolidation & Close",
      "Close dashboard: entity balances flowing into one consolidated total with matched items",
    ),
    tags: [
      "Multi-Entity Consolidation",
      "Intercompany Eliminations",
      "Currency Translation",
      "Bank Reconciliation",
      "Close Checklist",
      "Audit Trail",
    ],
    features: [
      "Reconciles bank and sub-ledger balances continuously through the month.",
      "Eliminates intercompany balances and translates currencies across entities.",
      "Tracks the close checklist and chases the open items for you.",
      "Produces consolidated statements with a full audit trail behind every figure.",
    ],
  },
  {
    key: "Management Reporting",
    tab: "Management Reporting",
    title: "Management Reporting",
    subtitle: "The Insight Engine",
    image: image(
      "Management Reporting",
      "Reporting dashboard: segment bars, KPI tiles and a commentary panel",
    ),
    tags: [
      "Board Packs",
      "KPI Dashboards",
      "Narrative Commentary",
      "Segment Reporting",
      "Self-Service Queries",
      "Scheduled Distribution",
    ],
    features: [
      "Builds the monthly management pack from live data, not copied spreadsheets.",
      "Explains what moved and why in plain-language commentary.",
      "Answers management's follow-up questions with the figures and their sources.",
      "Sends each stakeholder the view they need, on schedule.",
    ],
  },
  {
    key: "Cashflow Optimization",
    tab: "Cashflow Optimization",
    title: "Cashflow Optimization",
    subtitle: "The Treasury Pilot",
    image: image(
      "Cashflow Optimization",
      "Treasury dashboard: a thirteen-week cash forecast with inflow and outflow bars",
    ),
    tags: [
      "13-Week Cash Forecast",
      "Working Capital",
      "Receivables Prioritisation",
      "Payables Timing",
      "Liquidity Alerts",
      "Bank Positions",
    ],
    features: [
      "Forecasts cash 13 weeks ahead from bank feeds, invoices and payment history.",
      "Finds working capital tied up in slow receivables, stock and early payments.",
      "Recommends which invoices to chase and which payments to schedule.",
      "Alerts treasury before a liquidity shortfall or a covenant breach.",
    ],
  },
  {
    key: "Risk & Compliance",
    tab: "Risk & Compliance",
    title: "Risk & Compliance",
    subtitle: "The Continuous Auditor",
    image: image(
      "Risk & Compliance",
      "Compliance dashboard: control test results with anomalies highlighted on a timeline",
    ),
    tags: [
      "Continuous Controls Monitoring",
      "Anomaly Detection",
      "Regulatory Reporting",
      "Policy Checks",
      "Segregation of Duties",
      "Immutable Logs",
    ],
    features: [
      "Tests every transaction against your controls and policies, not a sample.",
      "Detects anomalies, duplicate payments and unusual journal entries as they happen.",
      "Prepares regulatory and audit evidence backed by immutable logs.",
      "Tracks the remediation of every exception until it is closed.",
    ],
  },
] as const satisfies readonly ExplorerItem<TaskKey>[];
