import "server-only";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import SMTPPool from "nodemailer/lib/smtp-pool";
import { env } from "../env";
import { makePrivateDirAsync, PRIVATE_FILE_MODE } from "../file-modes";
import { moduleLog } from "../log";

export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
  /** Extra headers fixed when the message was queued (List-Unsubscribe, Auto-Submitted). */
  headers?: Record<string, string> | null;
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

let smtp: Transporter | undefined;
let smtpUrl: string | undefined;

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under
 * DATA_DIR/mail and its file is logged (its subject and links too with LOG_MAIL_LINKS,
 * as `npm run local` sets), so local sign-ups still work.
 */
export const sendMail: SendMail = async (mail) => {
  const config = env();
  const message = {
    from: config.MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    replyTo: mail.replyTo ?? undefined,
    headers: mail.headers ?? undefined,
    messageId: `<${mail.id}@${sendingDomain()}>`,
    dkim: dkimOptions(),
  };
  if (config.SMTP_URL) {
    const url = pooled(withTimeouts(config.SMTP_URL), config.SMTP_MAX_CONNECTIONS, config.SMTP_MAX_MESSAGES);
    if (!smtp || smtpUrl !== url) {
      smtp?.close();
      smtp = nodemailer.createTransport(new SMTPPool({ pool: true, url, getSocket: connectWithoutDelay }));
      smtpUrl = url;
    }
    await smtp.sendMail(message);
    return;
  }
  const file = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await file.sendMail(message);
  const dir = path.join(config.DATA_DIR, "mail");
  // DATA_DIR is known only at run time: nothing to trace at build time.
  await makePrivateDirAsync(/*turbopackIgnore: true*/ dir);
  const name = `${new Date().toISOString().replaceAll(":", "-")}-${mail.id}.eml`;
  await fs.writeFile(path.join(/*turbopackIgnore: true*/ dir, name), info.message as Buffer, {
    mode: PRIVATE_FILE_MODE,
  });
  // Links carry one-time tokens: they reach the log only where LOG_MAIL_LINKS asks for them
  // (`npm run local`, one developer's own machine), never by default.
  const links = config.LOG_MAIL_LINKS ? (mail.text.match(/https?:\/\/\S+/g) ?? []) : [];
  // The subject can hold a one-time code too ("Your verification code 123456").
  const details = config.LOG_MAIL_LINKS ? { subject: mail.subject, links } : {};
  moduleLog("mail").info({ file: path.join(dir, name), ...details }, "mail written");
};

/** The domain mail is sent from (DKIM_DOMAIN, else MAIL_FROM's): Message-IDs are made on it. */
export function sendingDomain(): string {
  const config = env();
  if (config.DKIM_DOMAIN) return config.DKIM_DOMAIN;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  return address.split("@")[1]?.trim() || new URL(config.APP_URL).hostname;
}

// nodemailer's default list (RFC 4871 5.5) plus the headers a one-click unsubscribe and an
// auto-responder rely on: RFC 8058 asks that List-Unsubscribe-Post be covered by the signature.
const SIGNED_HEADERS = [
  "From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type",
  "Content-Transfer-Encoding:Content-ID:Content-Description:In-Reply-To:References",
  "List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post:List-Owner",
  "List-Archive:Auto-Submitted",
].join(":");

/** nodemailer signs each message with DKIM when the three DKIM_* variables are set. */
export function dkimOptions():
  { domainName: string; keySelector: string; privateKey: string; headerFieldNames: string } | undefined {
  const { DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY } = env();
  if (!DKIM_DOMAIN || !DKIM_SELECTOR || !DKIM_PRIVATE_KEY) return undefined;
  return {
    domainName: DKIM_DOMAIN,
    keySelector: DKIM_SELECTOR,
    privateKey: DKIM_PRIVATE_KEY,
    headerFieldNames: SIGNED_HEADERS,
  };
}

// nodemailer waits up to 2 minutes to connect and 10 minutes on a silent socket by
// default; a send must end well within the outbox lease (LOCK_MS, 2 minutes), or another
// sender could take the message over and send it twice. Values in the URL win.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * nodemailer's pooled transport: up to `maxConnections` SMTP connections kept open and
 * reused, each replaced after `maxMessages` messages. A connection that closes while
 * sending fails that send (maxRequeues=0) rather than resending it behind the outbox's
 * back: the outbox retries it with backoff under its lease. Values in the URL win.
 */
export function pooled(smtpUrl: string, maxConnections: number, maxMessages: number): string {
  const url = new URL(smtpUrl);
  const settings = {
    pool: "true",
    maxConnections: String(maxConnections),
    maxMessages: String(maxMessages),
    maxRequeues: "0",
  };
  for (const [key, value] of Object.entries(settings)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}

/**
 * Opens each pooled connection with Nagle's algorithm off. nodemailer writes a command or a
 * message's last lines in small pieces and then waits for the answer; with Nagle on, the
 * last piece waits for the peer's delayed acknowledgement (about 40 ms on Linux), which made
 * every message on a reused connection cost ~47 ms instead of ~4 ms. nodemailer takes the
 * connecting socket as its own: its error handling, greeting timeout, implicit TLS (smtps)
 * and STARTTLS apply as to a socket it opened itself.
 */
function connectWithoutDelay(
  options: SMTPPool.Options,
  callback: (error: Error | null, socketOptions: { connection: net.Socket }) => void,
): void {
  const port = Number(options.port) || (options.secure ? 465 : 587);
  callback(null, { connection: net.connect({ host: options.host ?? "localhost", port, noDelay: true }) });
}

/** Closes the pooled SMTP connections (a process that ends, tests). */
export function closeMailTransport(): void {
  smtp?.close();
  smtp = undefined;
  smtpUrl = undefined;
}
