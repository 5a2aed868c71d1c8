// First-load JavaScript budgets per route (bench/run.mjs), as ratios of the empty page's
// (`/_not-found`: Next's runtime and the root layout, what every page ships at least). The
// signed-in screens (the dashboard's routes and the console) may add 30 %, the portal's
// public screens (sign-in, registration, claim, ...) 15 %, and the website's contact page, whose
// form loads its validation when the visitor first enters it, 30 %. Other routes have no
// budget here.

export const BASELINE_ROUTE = "/_not-found";

export const budgetClasses = [
  {
    name: "signed-in",
    maxRatio: 1.3,
    covers: (route) =>
      route.startsWith("/partner-portal/dashboard") || route === "/admin" || route.startsWith("/admin/"),
  },
  { name: "public portal", maxRatio: 1.15, covers: (route) => route.startsWith("/partner-portal") },
  { name: "contact page", maxRatio: 1.3, covers: (route) => route === "/contact" },
];

/** Each budgeted route with its size (KB gzip), its ratio to the baseline, its budget and whether it is met. */
export function budgetRows(bundles) {
  const baseline = bundles[BASELINE_ROUTE];
  if (!baseline) throw new Error(`No ${BASELINE_ROUTE} in the route bundle statistics.`);
  const rows = [];
  for (const [route, kb] of Object.entries(bundles).sort(([a], [b]) => a.localeCompare(b))) {
    const budget = budgetClasses.find((entry) => entry.covers(route));
    if (!budget) continue;
    const ratio = kb / baseline;
    rows.push({
      route,
      kb,
      ratio: Number(ratio.toFixed(3)),
      class: budget.name,
      maxRatio: budget.maxRatio,
      maxKb: Number((baseline * budget.maxRatio).toFixed(1)),
      // The tolerance only absorbs floating point (100 * 1.15 is 114.99999999999999).
      met: kb <= baseline * budget.maxRatio + 1e-9,
    });
  }
  return rows;
}

/** The table bench/run.mjs prints. */
export function printBudgets(rows, baseline) {
  console.log(`\nBudgets (first-load JS, gzip; ${BASELINE_ROUTE} = ${baseline.toFixed(1)} KB)`);
  console.log("      KB   ratio  budget   max KB  result  route");
  for (const row of rows) {
    console.log(
      `${row.kb.toFixed(1).padStart(8)}  ${row.ratio.toFixed(2).padStart(5)}x  ${row.maxRatio.toFixed(2)}x  ${row.maxKb.toFixed(1).padStart(7)}  ${(row.met ? "pass" : "FAIL").padEnd(6)}  ${row.route}`,
    );
  }
  const failed = rows.filter((row) => !row.met).length;
  console.log(
    failed ? `${failed} of ${rows.length} routes over budget` : `all ${rows.length} routes within budget`,
  );
}
