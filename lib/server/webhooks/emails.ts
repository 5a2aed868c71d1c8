import "server-only";
import { env } from "@/lib/server/env";
import { portalMail, type PortalMail } from "@/lib/server/mail/portal-mail";

// The team's notice that an endpoint kept failing and was switched off.

export function endpointDisabledMail(endpoint: {
  id: string;
  url: string;
  failingSince: string;
}): PortalMail {
  return portalMail(`Webhook endpoint disabled: ${endpoint.url}`, {
    heading: "A webhook endpoint was disabled",
    paragraphs: [
      `Deliveries to ${endpoint.url} have failed since ${endpoint.failingSince}, so the endpoint was disabled and its waiting deliveries were given up.`,
      "Fix the receiver, enable the endpoint again and replay the deliveries you need from the console.",
    ],
    action: { label: "Open the webhooks", href: `${env().APP_URL}/admin/api` },
    signed: false,
  });
}
