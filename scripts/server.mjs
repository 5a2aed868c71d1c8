// The production server: `npm run build` installs this file as .next/standalone/server.js
// and keeps Next's own standalone server beside it as next-server.js. It is what `npm start`,
// `npm run local`, the end-to-end tests, the bench and a deployment run.
//
// Before starting Next it (1) makes every server Next creates take the client's address from
// the connection (see client-address.mjs) and give every response the security headers of
// next.config.ts (see security-headers.mjs), and (2) resolves DATA_DIR and UPLOAD_DIR against
// the folder it was started from, because Next's standalone server changes into its own.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { trustConnectionAddress } from "./client-address.mjs";
import { headersForEveryPath, securityHeadersOnEveryResponse } from "./security-headers.mjs";

const hops = Number(process.env.TRUST_PROXY_HOPS ?? "0");
if (!Number.isInteger(hops) || hops < 0) {
  console.error(`TRUST_PROXY_HOPS must be a whole number of proxies (0 or more), not "${process.env.TRUST_PROXY_HOPS}".`);
  process.exit(1);
}
const securityHeaders = headersForEveryPath(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, ".next/routes-manifest.json"), "utf8")));
const createServer = http.createServer;
http.createServer = function createTrustedServer(...args) {
  return securityHeadersOnEveryResponse(trustConnectionAddress(createServer.apply(this, args), hops), securityHeaders);
};

process.env.DATA_DIR = path.resolve(process.env.DATA_DIR || "data");
if (process.env.UPLOAD_DIR) process.env.UPLOAD_DIR = path.resolve(process.env.UPLOAD_DIR);

await import("./next-server.js");
