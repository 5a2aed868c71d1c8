// A real SMTP server on loopback that keeps every message it receives, with a small
// HTTP API for the tests: GET /messages lists them, DELETE /messages forgets them.
import http from "node:http";
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 2626);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 2627);
let messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["AUTH", "STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          html: typeof mail.html === "string" ? mail.html : "",
          replyTo: mail.replyTo?.text ?? "",
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, "127.0.0.1");

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname === "/health") return response.end("ok");
    if (url.pathname === "/messages" && request.method === "DELETE") {
      messages = [];
      return response.end("[]");
    }
    if (url.pathname === "/messages") {
      const to = url.searchParams.get("to")?.toLowerCase();
      response.setHeader("content-type", "application/json");
      return response.end(JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages));
    }
    response.statusCode = 404;
    response.end();
  })
  .listen(httpPort, "127.0.0.1");

console.log(`mail sink: SMTP 127.0.0.1:${smtpPort}, API http://127.0.0.1:${httpPort}/messages`);
