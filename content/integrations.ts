// The integrations hero of the home page. Its strip scrolls a logo for each tool: a simple
// mark drawn here (a 24×24 SVG path, filled even-odd, in a colour of the tool's own) beside
// the tool's name. They are not the vendors' artwork, and nothing is fetched.

export const integrationsHero = {
  eyebrow: "Integrations",
  heading: "Connects to the systems your finance team already uses",
  text: "150+ integrations across ERPs, banks, CRMs, data warehouses and spreadsheets. Data flows in through the integration layer, so the AI works on live numbers.",
  exploreLabel: "Explore More",
} as const;

export interface ToolLogo {
  name: string;
  /** The mark's colour, readable on the dark strip. */
  color: string;
  /** SVG path data in a 24×24 box. */
  mark: string;
}

export const toolLogos: readonly ToolLogo[] = [
  {
    name: "QuickBooks",
    color: "#2CA01C",
    mark: "M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1 5H9a5 5 0 0 0 0 10h1v-2H9a3 3 0 0 1 0-6h2v10h2V7zm2 0v2h2a3 3 0 0 1 0 6h-1v2h1a5 5 0 0 0 0-10z",
  },
  {
    name: "Xero",
    color: "#13B5EA",
    mark: "M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zM8.2 7 7 8.2l3.8 3.8L7 15.8 8.2 17l3.8-3.8 3.8 3.8 1.2-1.2-3.8-3.8L17 8.2 15.8 7 12 10.8z",
  },
  { name: "NetSuite", color: "#6B9BE0", mark: "M3 3h18v18H3zm4 4v10h2.5v-5.6L15 17h2V7h-2.5v5.6L9 7z" },
  { name: "SAP", color: "#1FA8F0", mark: "M2 5h20L12 19H2z" },
  {
    name: "Oracle",
    color: "#F0483E",
    mark: "M8 6h8a6 6 0 0 1 0 12H8A6 6 0 0 1 8 6zm0 3a3 3 0 0 0 0 6h8a3 3 0 0 0 0-6z",
  },
  {
    name: "Sage",
    color: "#00D639",
    mark: "M4 20C4 10.5 10 4 20 4c0 9.5-6 16-16 16zm3-3c5-1 8-4.5 9-10-4.5 2-7.5 5.5-9 10z",
  },
  { name: "Dynamics 365", color: "#8B7BF7", mark: "M5 2l14 7-14 7zM5 18l14-6v10z" },
  {
    name: "Salesforce",
    color: "#00A1E0",
    mark: "M7 19a5 5 0 0 1-.7-9.95A6 6 0 0 1 17.4 7.5 5.75 5.75 0 0 1 17.25 19z",
  },
  {
    name: "HubSpot",
    color: "#FF7A59",
    mark: "M16 9a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 3a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM15 3h2v6h-2zM4.4 5.6l1.4-1.4 6.9 6.9-1.4 1.4zM3 2a2.5 2.5 0 1 1 0 .01z",
  },
  { name: "Stripe", color: "#8B85FF", mark: "M6 21 10 3h8l-4 18z" },
  {
    name: "Snowflake",
    color: "#29B5E8",
    mark: "M11 2h2v20h-2zM3.3 6.6l1-1.7 16.4 9.5-1 1.7zm0 10.8 16.4-9.5 1 1.7-16.4 9.5zM9 4l3 3 3-3 1.4 1.4L12 9.8 7.6 5.4zm0 16 3-3 3 3 1.4-1.4L12 14.2l-4.4 4.4z",
  },
  {
    name: "BigQuery",
    color: "#669DF6",
    mark: "M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12zM7 10h2v3H7zm3-3h2v6h-2z",
  },
  {
    name: "Excel",
    color: "#21A366",
    mark: "M3 4h12v16H3zm2.5 3.5 2.3 4.5-2.3 4.5h2.3L9 13.8l1.2 2.7h2.3L10.2 12l2.3-4.5h-2.3L9 10.2 7.8 7.5zM16 6h5v12h-5z",
  },
  {
    name: "Google Sheets",
    color: "#34A853",
    mark: "M5 2h9l5 5v15H5zm3 9v8h8v-8zm1.5 1.5h2v2h-2zm3.5 0h1.5v2H13zm-3.5 3.5h2v1.5h-2zm3.5 0h1.5v1.5H13z",
  },
  {
    name: "Workday",
    color: "#F5A623",
    mark: "M12 5a9 9 0 0 1 9 9h-3a6 6 0 0 0-12 0H3a9 9 0 0 1 9-9zm-2 10h4v4h-4z",
  },
  {
    name: "Zoho Books",
    color: "#F2C12E",
    mark: "M2 7h6v10H2zm7-3h6v16H9zm7 3h6v10h-6zm-12 2v6h2V9zm14 0v6h2V9z",
  },
];

/** The tools' names, in strip order. */
export const toolMarks = toolLogos.map((tool) => tool.name);

export const TOOL_STRIP_LOOP_S = 40;

export const exploreMoreModal = {
  title: "150+ Integrations",
  text: "Finlytic AI connects through secure, read-only connectors and file imports. These are some of the systems teams connect first.",
  getStartedLabel: "Get Started",
  categories: [
    {
      name: "ERP & Accounting",
      tools: ["NetSuite", "SAP", "Oracle", "Dynamics 365", "QuickBooks", "Xero", "Sage", "Zoho Books"],
    },
    { name: "Banking & Payments", tools: ["Bank feeds", "Stripe", "Payment gateways", "Card programmes"] },
    { name: "CRM & Billing", tools: ["Salesforce", "HubSpot", "Subscription billing"] },
    { name: "Data Warehouses", tools: ["Snowflake", "BigQuery", "PostgreSQL", "Data lakes"] },
    { name: "Spreadsheets & Documents", tools: ["Excel", "Google Sheets", "PDF statements", "Data rooms"] },
    { name: "HR & Payroll", tools: ["Workday", "Payroll providers", "Expense tools"] },
  ],
} as const;
