// The Industries page: hero, the six industry cards and the impact stories.
// Impact-story figures are illustrative marketing figures, and the page says so.

export interface IndustryCard {
  id: string;
  name: string;
  description: string;
  capabilities: readonly string[];
  isNew: boolean;
}

export interface StatTile {
  value: string;
  label: string;
}

export interface ImpactStory {
  id: string;
  industry: string;
  title: string;
  summary: string;
  challenges: readonly string[];
  outcomes: readonly string[];
  stats: readonly StatTile[];
}

export const industriesHero = {
  eyebrow: "Industries",
  title: "AI Finance Automation Built for Your Industry",
  description:
    "From deal rooms to factory floors, the AI finance workforce learns the language of your sector and does the finance work that slows your team down.",
  exploreLabel: "Explore Industries",
  demoLabel: "Request Demo",
} as const;

export const industryCards = [
  {
    id: "vc-pe",
    name: "VC & PE Intelligence",
    description:
      "Screen deals, model returns and monitor portfolio companies with analysis that reads every data room file.",
    capabilities: ["Data room analysis across 100+ files", "Portfolio KPI monitoring", "LP reporting packs"],
    isNew: true,
  },
  {
    id: "banking",
    name: "Banking & NBFC Automation",
    description:
      "Spread financials, score credit and keep covenants under watch for every borrower, every day.",
    capabilities: ["Automated financial spreading", "Credit memo drafting", "Early-warning signals"],
    isNew: false,
  },
  {
    id: "real-estate",
    name: "Real Estate Finance Automation",
    description:
      "Underwrite assets, reconcile rent rolls and report fund performance without spreadsheet marathons.",
    capabilities: ["Rent roll reconciliation", "Asset-level cash flow models", "Investor reporting"],
    isNew: true,
  },
  {
    id: "manufacturing",
    name: "Manufacturing Cost Analysis",
    description: "Trace cost to product, plant and supplier, and see margin leaks before the month closes.",
    capabilities: ["Product and plant costing", "Variance analysis", "Supplier spend insight"],
    isNew: false,
  },
  {
    id: "retail",
    name: "Retail Financial Reporting",
    description:
      "Consolidate store, channel and inventory data into reporting that is ready the morning after.",
    capabilities: ["Store and channel P&L", "Inventory and shrinkage analysis", "Daily flash reports"],
    isNew: false,
  },
  {
    id: "it",
    name: "IT Financial Automation",
    description:
      "Manage recurring revenue, cloud spend and project profitability with one auditable source of truth.",
    capabilities: ["ARR and revenue recognition", "Cloud cost allocation", "Project margin tracking"],
    isNew: false,
  },
] as const satisfies readonly IndustryCard[];

export const useCasesSection = {
  id: "use-cases",
  eyebrow: "Use Cases",
  title: "Impact Stories Across Industries",
  description: "How finance teams in each sector put the AI finance workforce to work.",
  illustrativeNote:
    "Figures in these stories are illustrative marketing figures that show the kind of impact teams aim for; they are not results guaranteed to any customer.",
} as const;

export const impactStories = [
  {
    id: "story-vc-pe",
    industry: "VC / PE",
    title: "Due diligence in days, not weeks",
    summary:
      "A mid-market private equity fund used the platform to read data rooms and build first-cut models for every new deal.",
    challenges: [
      "Data rooms of hundreds of files reviewed by hand",
      "Inconsistent models from deal to deal",
      "Portfolio reporting assembled from emailed spreadsheets",
    ],
    outcomes: [
      "Every file read and summarised with sources cited",
      "Standard models built from a deterministic math engine",
      "Monthly portfolio packs generated automatically",
    ],
    stats: [
      { value: "70%", label: "less time on first-pass diligence" },
      { value: "3x", label: "more deals screened per analyst" },
      { value: "100%", label: "of figures traceable to source" },
    ],
  },
  {
    id: "story-banking",
    industry: "Banking",
    title: "Credit decisions with a real-time risk view",
    summary:
      "A non-bank lender automated financial spreading and covenant monitoring across its SME loan book.",
    challenges: [
      "Manual spreading of borrower financial statements",
      "Covenant breaches spotted only at quarter end",
      "Credit memos written from scratch for every case",
    ],
    outcomes: [
      "Statements spread automatically into a standard template",
      "Covenants tested continuously with alerts",
      "Draft credit memos ready for analyst review",
    ],
    stats: [
      { value: "80%", label: "faster financial spreading" },
      { value: "2x", label: "applications handled per analyst" },
      { value: "24/7", label: "covenant monitoring" },
    ],
  },
  {
    id: "story-real-estate",
    industry: "Real Estate",
    title: "Fund reporting without the spreadsheet marathon",
    summary:
      "A real estate investment manager connected property management and accounting systems to automate asset and fund reporting.",
    challenges: [
      "Rent rolls reconciled manually across property managers",
      "Quarterly investor reports took weeks",
      "Little visibility of asset-level cash flow",
    ],
    outcomes: [
      "Rent rolls reconciled against the ledger automatically",
      "Investor reports drafted the day the quarter closes",
      "Live asset-level cash flow dashboards",
    ],
    stats: [
      { value: "60%", label: "shorter quarterly reporting cycle" },
      { value: "15 hrs", label: "saved per asset each quarter" },
      { value: "99%", label: "rent roll match rate" },
    ],
  },
  {
    id: "story-manufacturing",
    industry: "Manufacturing",
    title: "Margin leaks found before month end",
    summary:
      "A multi-plant manufacturer automated product costing and variance analysis across its ERP and production systems.",
    challenges: [
      "Cost variances explained weeks after the fact",
      "Product margins estimated from averages",
      "Supplier price changes missed in forecasts",
    ],
    outcomes: [
      "Daily variance analysis by product and plant",
      "Product margins calculated from actual cost drivers",
      "Supplier price changes flowed into forecasts",
    ],
    stats: [
      { value: "4%", label: "gross margin recovered" },
      { value: "5 days", label: "faster month-end close" },
      { value: "90%", label: "of variances explained automatically" },
    ],
  },
  {
    id: "story-retail",
    industry: "Retail",
    title: "Morning-after reporting for every store",
    summary:
      "A specialty retailer consolidated point-of-sale, e-commerce and inventory data into daily financial reporting.",
    challenges: [
      "Store P&Ls produced monthly, too late to act",
      "Channel profitability unclear",
      "Inventory shrinkage discovered at stock takes",
    ],
    outcomes: [
      "Daily flash P&L for every store and channel",
      "Channel profitability with full cost allocation",
      "Shrinkage anomalies flagged as they appear",
    ],
    stats: [
      { value: "Daily", label: "store-level P&L instead of monthly" },
      { value: "30%", label: "less time preparing reports" },
      { value: "2x", label: "faster response to shrinkage" },
    ],
  },
] as const satisfies readonly ImpactStory[];
