// Test helper: a real SMTP server on loopback (random port) that keeps what it receives.
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { deliverDueMail } from "@/lib/server/mail";
import { closeMailTransport } from "@/lib/server/mail/transport";

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Each header's value as sent, by lower-case name (the first of repeated ones). */
  headers: Record<string, string>;
  /** The message exactly as it arrived (for signature checks). */
  raw: Buffer;
}

export interface SmtpCapture {
  url: string;
  messages: CapturedMail[];
  /** Sends every due outbox message, then returns the newest message to `to` whose subject contains `subject`. */
  waitFor(to: string, subject: string): Promise<CapturedMail>;
  close(): Promise<void>;
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((mail) => {
            const headers: Record<string, string> = {};
            for (const { key, line } of mail.headerLines)
              headers[key] ??= line
                .slice(line.indexOf(":") + 1)
                .replace(/\r?\n[ \t]+/g, " ")
                .trim();
            messages.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: mail.subject ?? "",
              text: mail.text ?? "",
              html: typeof mail.html === "string" ? mail.html : "",
              headers,
              raw,
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, subject) {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        await deliverDueMail();
        const found = messages
          .filter((m) => m.to.includes(to.toLowerCase()) && m.subject.includes(subject))
          .at(-1);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(
        `No email to ${to} with "${subject}". Received:\n${messages.map((m) => `${m.to.join(",")}: ${m.subject}`).join("\n")}`,
      );
    },
    close: () => {
      closeMailTransport(); // the pooled connections would otherwise hold the server open
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
