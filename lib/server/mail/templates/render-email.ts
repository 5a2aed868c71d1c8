import "server-only";
import { createElement } from "react";
import { render } from "@react-email/render";
import { env } from "@/lib/server/env";
import { textOf, type EmailContent, type EmailFooter } from "./content";
import { NoticeEmail } from "./notice-email";

export interface RenderedEmail {
  html: string;
  text: string;
}

/** Both parts of a multipart/alternative message from one content and footer. */
export async function renderEmail(content: EmailContent, footer?: EmailFooter): Promise<RenderedEmail> {
  const html = await render(createElement(NoticeEmail, { content, footer, appUrl: env().APP_URL }));
  return { html, text: textOf(content, footer) };
}
