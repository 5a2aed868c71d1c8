// The integrations hero of the home page. Tools appear as plain text marks: no
// third-party logo artwork is shipped.

export const integrationsHero = {
  eyebrow: "Integrations",
  heading: "Connects to the systems your finance team already uses",
  text: "150+ integrations across ERPs, banks, CRMs, data warehouses and spreadsheets. Data flows in through the integration layer, so the AI works on live numbers.",
  exploreLabel: "Explore More",
} as const;

export const toolMarks = [
  "QuickBooks",
  "Xero",
  "NetSuite",
  "SAP",
  "Oracle",
  "Sage",
  "Dynamics 365",
  "Salesforce",
  "HubSpot",
  "Stripe",
  "Snowflake",
  "BigQuery",
  "Excel",
  "Google Sheets",
  "Workday",
  "Zoho Books",
] as const;

export const TOOL_STRIP_LOOP_S = 40;

export const exploreMoreModal = {
  title: "150+ Integrations",
  text: "Finlytic AI connects through secure, read-only connectors and file imports. These are some of the systems teams connect first.",
  getStartedLabel: "Get Started",
  categories: [
    { name: "ERP & Accounting", tools: ["NetSuite", "SAP", "Oracle", "Dynamics 365", "QuickBooks", "Xero", "Sage", "Zoho Books"] },
    { name: "Banking & Payments", tools: ["Bank feeds", "Stripe", "Payment gateways", "Card programmes"] },
    { name: "CRM & Billing", tools: ["Salesforce", "HubSpot", "Subscription billing"] },
    { name: "Data Warehouses", tools: ["Snowflake", "BigQuery", "PostgreSQL", "Data lakes"] },
    { name: "Spreadsheets & Documents", tools: ["Excel", "Google Sheets", "PDF statements", "Data rooms"] },
    { name: "HR & Payroll", tools: ["Workday", "Payroll providers", "Expense tools"] },
  ],
} as const;
