import "server-only";
import { getDomain } from "tldts";
import { customerDomain } from "@/lib/validation/deals";

// The customer a deal protects is the registrable domain of its website, by the Public
// Suffix List: shop.alpha-cust.com, www.www.alpha-cust.com and alpha-cust.com are one
// customer; alpha-cust.co.uk and beta.co.uk are two (co.uk is a public suffix). Private
// suffixes count too, so two shops on myshopify.com or sites on github.io stay apart.
// A host that is itself a public suffix has no registrable domain and is its own key.

export function registrableDomain(host: string): string {
  return getDomain(host, { allowPrivateDomains: true }) ?? host;
}

/** The key a deal's protection holds for `website` ("https://shop.Alpha-Cust.com/x" -> "alpha-cust.com"). */
export function protectedDomainOf(website: string): string {
  return registrableDomain(customerDomain(website));
}
