import { test } from "@playwright/test";
import { waitForMail } from "./mail";

// Links in the emails the application sends (invitations, verification, reset, status).

/** The first link in `text` whose address contains `fragment`. */
export function findLinkInText(text: string, fragment: string): URL {
  const href = (text.match(/https?:\/\/\S+/g) ?? []).find((link) => link.includes(fragment));
  if (!href) throw new Error(`No link with ${fragment} in:\n${text}`);
  return new URL(href);
}

/**
 * Waits for the first email to `to` whose subject matches and returns its first link whose
 * address contains `fragment`, as mailed (on the main server's address).
 */
export async function waitForMailedLink(
  to: string,
  subject: string | RegExp,
  fragment: string,
): Promise<URL> {
  const mail = await waitForMail(to, subject);
  return findLinkInText(mail.text, fragment);
}

/**
 * The link on the address the test's pages are served from: the portal-proxy project's
 * server opens the links that the main server, its partner API, mailed.
 */
export function onTestedSite(link: URL): string {
  const site = test.info().project.use.baseURL;
  return site ? `${site}${link.href.slice(link.origin.length)}` : link.href;
}
