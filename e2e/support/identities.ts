import { randomUUID } from "node:crypto";
import { e2eConfig } from "./config";

// Who the tests act as, and names no other run has used: the suite may run again and again
// against a server that keeps its database, so every email, company and customer is fresh.

/** The programme team's admin that the e2e server seeds from its environment. */
export const adminAccount = {
  email: e2eConfig.serverEnv.ADMIN_EMAIL,
  password: e2eConfig.serverEnv.ADMIN_PASSWORD,
};

/** The password every partner made by createActivePartner signs in with. */
export const partnerPassword = "Partner-Passw0rd!";

/** A short random suffix (8 hex digits) for names a test makes up. */
export const uniqueSuffix = () => randomUUID().slice(0, 8);

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let counter = 0;

/** A fresh email and company name per call: `<prefix>-<run>-<n>@<prefix>-co.test`. */
export function uniqueIdentity(prefix: string): { email: string; company: string } {
  counter += 1;
  const id = `${prefix}-${run}-${counter}`;
  return { email: `${id}@${prefix}-co.test`, company: `${prefix} Co ${run} ${counter}` };
}
