import "server-only";
import MarkdownIt from "markdown-it";

// Module bodies are Markdown written by the programme team and read by every partner, so
// the rendering is the one place that decides what HTML reaches the portal: raw HTML is
// off (a <script> or <img onerror> is shown as text), and links and images keep only
// web, mail and same-site addresses (javascript:, data:, vbscript: and the like become
// plain text). The portal shows the output as is; nothing else is ever rendered as HTML.

const allowedLink = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const defaultValidate = markdown.validateLink.bind(markdown);
markdown.validateLink = (url: string) => defaultValidate(url) && allowedLink.test(url.trim());

// Links that leave the site open in a new tab, without giving it a handle on the portal.
const renderLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  if (/^https?:/i.test(String(token.attrGet("href") ?? ""))) {
    token.attrSet("target", "_blank");
    token.attrSet("rel", "noopener noreferrer");
  }
  return renderLinkOpen(tokens, idx, options, env, self);
};

/** The module body as HTML that is safe to insert into the portal. */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
