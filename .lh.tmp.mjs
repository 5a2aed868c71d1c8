import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
for (const route of process.argv.slice(2)) {
  const run = await lighthouse(`http://127.0.0.1:3202${route}`, { port: chrome.port, output: "json", logLevel: "error" });
  const a = run.lhr.audits;
  const m = (k) => Math.round(a[k].numericValue);
  console.log(route, "perf", Math.round(run.lhr.categories.performance.score * 100), "FCP", m("first-contentful-paint"), "LCP", m("largest-contentful-paint"), "TBT", m("total-blocking-time"), "SI", m("speed-index"), "CLS", a["cumulative-layout-shift"].numericValue.toFixed(3));
  const lcpEl = a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  console.log("  LCP element:", lcpEl?.slice(0, 140));
  const bt = a["bootup-time"]?.details?.items?.slice(0, 4).map((i) => `${i.url.split("/").pop()} ${Math.round(i.total)}ms`);
  console.log("  bootup:", bt?.join(", "));
  console.log("  mainthread:", a["mainthread-work-breakdown"]?.details?.items?.slice(0, 5).map((i) => `${i.group} ${Math.round(i.duration)}`).join(", "));
}
await chrome.kill();
