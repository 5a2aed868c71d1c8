// An SMTP peer on loopback that behaves like a hosted relay: it waits GREETING_DELAY_MS
// before each greeting (TLS and greeting delays) and MESSAGE_DELAY_MS per message. It
// records every recipient's arrival with the message's Message-ID.
import { SMTPServer } from "smtp-server";

export const GREETING_DELAY_MS = 150;
export const MESSAGE_DELAY_MS = 20;

export function startPeer(port = 0) {
  const arrivals = []; // { to, messageId, at }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onConnect: (_session, callback) => setTimeout(callback, GREETING_DELAY_MS),
    onData: (stream, session, callback) => {
      let head = "";
      stream.on("data", (chunk) => {
        if (head.length < 4000) head += chunk.toString("utf8");
      });
      stream.on("end", () =>
        setTimeout(() => {
          const messageId = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? "";
          for (const r of session.envelope.rcptTo)
            arrivals.push({ to: r.address, messageId, at: Date.now() });
          callback();
        }, MESSAGE_DELAY_MS),
      );
    },
  });
  return {
    arrivals,
    listen: () =>
      new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server.server.address().port))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
