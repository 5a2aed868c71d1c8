import "server-only";
import { Resolver } from "node:dns/promises";
import { env } from "../env";

// A company proves it controls an email domain by publishing a TXT record. The resolver is
// the system's unless SSO_DNS_SERVERS names others (tests answer from a local DNS server).

export const TXT_RECORD_PREFIX = "_finlytic-sso";

export function txtRecordName(domain: string): string {
  return `${TXT_RECORD_PREFIX}.${domain}`;
}

export function txtRecordValue(token: string): string {
  return `finlytic-sso-verification=${token}`;
}

function resolver(): Resolver {
  const resolve = new Resolver({ timeout: 3000, tries: 2 });
  const servers = env().SSO_DNS_SERVERS;
  if (servers.length > 0) resolve.setServers(servers);
  return resolve;
}

/** Whether the domain's TXT record holds the token (a missing record or name is simply "no"). */
export async function domainHasProof(domain: string, token: string): Promise<boolean> {
  let records: string[][];
  try {
    records = await resolver().resolveTxt(txtRecordName(domain));
  } catch {
    return false;
  }
  const expected = txtRecordValue(token);
  // A long TXT value arrives in 255-byte pieces: they are one string.
  return records.some((pieces) => pieces.join("").trim() === expected);
}
