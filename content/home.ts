// Copy and constants of the home page.

export const hero = {
  intro: "Purpose-built finance AI",
  headline: "The World's First AI Finance Workforce",
  subtitle: "Finance Work Will Never Be The Same Again",
  contactLabel: "Contact Us",
  trustedByHeading: "Trusted By",
  trustedByText: "Finance teams across every sector",
} as const;

export const sectors = [
  "Banking/NBFCs",
  "VC & PE",
  "M&A Advisory",
  "CPA & Audit Firm",
  "Real Estate",
  "Manufacturing",
  "Retail",
] as const;

/** The sector strip repeats its list this many times and loops over this duration. */
export const SECTOR_STRIP_REPEAT = 6;
export const SECTOR_STRIP_LOOP_S = 35;

export const videoSection = {
  heading: "Agentic AI Native To Your Business Finance",
  text: "Watch AI agents reconcile, consolidate, forecast and report while your team reviews the results.",
  media: {
    webm: "/media/video/finance-agents.webm",
    mp4: "/media/video/finance-agents.mp4",
    poster: "/media/video/finance-agents-poster.webp",
    width: 1280,
    height: 720,
  },
  label:
    "Product video: AI agents working through reconciliations, a consolidation, a cash forecast and a board pack",
} as const;

/** GSAP ScrollTrigger pin of the video section. */
export const VIDEO_PIN_DISTANCE_PX = 400;
export const VIDEO_PIN_SCRUB = 0.5;
/** Share of the video that must be in view for it to play. */
export const VIDEO_AUTOPLAY_VISIBILITY = 0.5;

/** Role and task explorers. */
export const TAB_ROTATION_MS = 1500;
export const WHEEL_CAPTURE_MIN_DELTA = 30;
export const WHEEL_STEP_UNITS = 100;
export const WHEEL_STEP_LOCK_MS = 800;

export const joinUs = {
  eyebrow: "Join Us",
  heading: "Put an AI finance workforce to work for your team",
  text: "See the platform on your own data in a live demo, or talk to our team about your finance operations.",
  demoLabel: "Schedule a Demo",
  contactLabel: "Contact Our Team",
} as const;
