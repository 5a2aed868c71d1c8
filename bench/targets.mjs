// Each figure `npm run bench` measures, beside the target it is held to: bench/run.mjs prints
// these rows at the end of a run, and bench/docs.mjs writes them into docs/benchmarks.md.
// Every row comes from bench/results.json; a part that was skipped has no rows.
import { marketingRoutes } from "./routes.mjs";

export const TARGETS = {
  marketingPerformance: 100,
  marketingLcpMs: 1500,
  categories: 100,
  portalPerformance: 95,
  enquiryRatio: 0.8,
  enquiryP99Ms: 100,
  mailDrainPerSecond: 100,
  codeArrivalMs: 3000,
};

const ms = (value) => (value === null || value === undefined ? "n/a" : `${Math.round(value)} ms`);

/** Rows of { area, figure, value, target, met } for the results of one run. */
export function figureRows(results) {
  const rows = [];
  const add = (area, figure, value, target, met) => rows.push({ area, figure, value, target, met });

  for (const budget of summariseBudgets(results.budgets ?? [])) add("First-load JS", ...budget);

  for (const [route, lh] of Object.entries(results.lighthouse ?? {})) {
    const marketing = marketingRoutes.includes(route);
    const perfTarget = marketing ? TARGETS.marketingPerformance : TARGETS.portalPerformance;
    const categories = [lh.accessibility, lh.bestPractices, lh.seo];
    add(
      "Lighthouse",
      `${route} performance (runs)`,
      `${lh.performance} (${lh.performanceRuns.join(", ")})`,
      `${perfTarget}${marketing ? "" : " or more"}`,
      lh.performance >= perfTarget,
    );
    if (marketing)
      add(
        "Lighthouse",
        `${route} LCP`,
        ms(lh.lcpMs),
        `under ${ms(TARGETS.marketingLcpMs)}`,
        lh.lcpMs < TARGETS.marketingLcpMs,
      );
    add(
      "Lighthouse",
      `${route} accessibility / best practices / SEO`,
      categories.join(" / "),
      marketing ? "100 / 100 / 100" : "100 / 100 / 100 (SEO: not indexed, crawl audit left out)",
      categories.every((score) => score === TARGETS.categories),
    );
  }

  const inp = results.interaction;
  if (inp)
    add(
      "Interaction",
      `Deals, ${inp.deals} deals, CPU ${inp.cpuSlowdown}x: worst`,
      ms(inp.worstMs),
      `under ${ms(inp.targetMs)}`,
      inp.met,
    );

  const ratio = results.load?.["load-enquiry-vs-bare"];
  if (ratio) {
    add(
      "Enquiry API",
      `POST /api/contact/submit vs bare handler, ${ratio.connections} connections`,
      `${ratio.ratio}x (${ratio.contactRequestsPerSecond} vs ${ratio.echoRequestsPerSecond} req/s)`,
      `${TARGETS.enquiryRatio}x or more`,
      ratio.ratio >= TARGETS.enquiryRatio,
    );
    add(
      "Enquiry API",
      "enquiry p99 (worst round)",
      ms(ratio.contactP99Ms),
      `under ${ms(TARGETS.enquiryP99Ms)}`,
      ratio.contactP99Ms < TARGETS.enquiryP99Ms,
    );
    add(
      "Enquiry API",
      "accepted enquiries stored once with their two emails",
      `${ratio.accepted} accepted, ${ratio.missing} missing, ${ratio.duplicated} doubled, ${ratio.withoutTwoOutboxRows} without 2 mails`,
      "all",
      ratio.ok,
    );
  }

  const contact = results.load?.["load-contact"];
  if (contact)
    add(
      "Enquiry API",
      `${contact.requests} enquiries: stored and mailed`,
      `${contact.requestsPerSecond} req/s, p99 ${ms(contact.latencyP99Ms)}, drained in ${ms(contact.mailDrainedInMs)}`,
      "none lost, none doubled, all sent",
      contact.ok,
    );

  const mail = results.load?.["load-mail"];
  if (mail) {
    const { priority, outage } = mail;
    add(
      "Outbox",
      "bulk drain through the slow SMTP peer",
      `${priority.bulkDrainPerSecond} messages/s`,
      `${TARGETS.mailDrainPerSecond} or more`,
      priority.bulkDrainPerSecond >= TARGETS.mailDrainPerSecond,
    );
    add(
      "Outbox",
      `one-time code behind ${priority.bulkQueued} queued mails: slowest of ${priority.codes}`,
      ms(priority.codeArrivalMaxMs),
      `under ${ms(TARGETS.codeArrivalMs)}`,
      priority.codeArrivalMaxMs < TARGETS.codeArrivalMs,
    );
    add(
      "Outbox",
      "every message once",
      `${priority.distinct} distinct, ${priority.doubled} doubled, ${priority.lost} lost`,
      "all once",
      priority.ok,
    );
    if (outage)
      add(
        "Outbox",
        `SMTP peer down for ${outage.outageMs} ms`,
        `${outage.lost} lost, ${outage.doubled} doubled`,
        "none",
        outage.ok,
      );
  }

  const deals = results.load?.["load-deals"];
  if (deals)
    for (const label of ["page", "search", "filter"])
      if (deals[label])
        add(
          "Deals API",
          `deals ${label} p99, ${deals.deals} deals`,
          ms(deals[label].latencyP99Ms),
          `under ${ms(deals.targetP99Ms)}`,
          deals[label].latencyP99Ms < deals.targetP99Ms,
        );

  const analytics = results.load?.["load-analytics"];
  if (analytics)
    for (const database of ["sqlite", "postgres"])
      for (const [chart, timing] of Object.entries(analytics[database]?.charts ?? {}))
        add(
          "Analytics",
          `${chart} p95, ${database}, ${analytics.size.deals} deals`,
          ms(timing.p95Ms),
          `under ${ms(analytics.targetP95Ms)}`,
          timing.p95Ms < analytics.targetP95Ms,
        );

  return rows;
}

/** Per budget class, its largest route; the contact page on its own. */
function summariseBudgets(budgets) {
  const classes = new Map();
  for (const row of budgets) classes.set(row.class, [...(classes.get(row.class) ?? []), row]);
  return [...classes.entries()].map(([name, rows]) => {
    const largest = rows.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    const label =
      rows.length === 1
        ? `${name} (${largest.route})`
        : `${name}: largest of ${rows.length} (${largest.route})`;
    return [
      label,
      `${largest.kb} KB, ${largest.ratio.toFixed(2)}x`,
      `${largest.maxRatio.toFixed(2)}x`,
      rows.every((row) => row.met),
    ];
  });
}

/** The rows as a fixed-width table for the terminal. */
export function printFigures(rows) {
  console.log("\nFigures against their targets");
  const width = Math.max(...rows.map((row) => row.figure.length), 10);
  const valueWidth = Math.max(...rows.map((row) => row.value.length), 10);
  for (const row of rows)
    console.log(
      `  ${row.met ? "met   " : "MISSED"}  ${row.figure.padEnd(width)}  ${row.value.padEnd(valueWidth)}  target ${row.target}`,
    );
  const missed = rows.filter((row) => !row.met).length;
  console.log(
    missed
      ? `${missed} of ${rows.length} figures missed their target`
      : `all ${rows.length} figures met their target`,
  );
}
