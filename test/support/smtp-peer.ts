// A real SMTP peer on loopback (smtp-server) that counts every message it accepts, and a TCP
// relay in front of it that the tests can cut to make the server unreachable (imported by
// *.test.ts only).
import net from "node:net";
import { SMTPServer } from "smtp-server";

/** An SMTP peer that counts every message it accepts by Message-ID. */
export class Peer {
  accepted: string[] = [];
  /** Answers for DATA: a refusal, "stall" (never answer), or undefined (accept). */
  answer?: (messageId: string) => { code: number; message: string } | "stall" | undefined;
  rejectRecipient?: (address: string) => boolean;
  stalled = 0;
  /** Going down: refuses every new session and transaction with 421, finishes those under way. */
  down = false;
  readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onConnect: (_session, callback) =>
      callback(
        this.down ? Object.assign(new Error("Service not available"), { responseCode: 421 }) : undefined,
      ),
    onMailFrom: (_address, _session, callback) =>
      callback(
        this.down ? Object.assign(new Error("Service not available"), { responseCode: 421 }) : undefined,
      ),
    onRcptTo: (address, _session, callback) => {
      if (this.rejectRecipient?.(address.address)) {
        return callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
      }
      callback();
    },
    onData: (stream, _session, callback) => {
      let head = "";
      stream.on("data", (chunk: Buffer) => {
        if (head.length < 4_000) head += chunk.toString("utf8");
      });
      stream.on("end", () => {
        const messageId = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? "";
        const answer = this.answer?.(messageId);
        if (answer === "stall") {
          this.stalled += 1;
          return;
        }
        if (answer) return callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
        this.accepted.push(messageId);
        callback();
      });
    },
  });
  port = 0;

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.server.address() as net.AddressInfo).port;
  }
  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * A TCP relay in front of the peer. `cut()` refuses new connections and drops open ones
 * (a network cut: a message whose acceptance is lost with the connection is sent again);
 * `cut({ drop: false })` only refuses new ones.
 */
export class Relay {
  port = 0;
  private server?: net.Server;
  private sockets = new Set<net.Socket>();
  constructor(private readonly target: () => number) {}

  async up(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target(), "127.0.0.1");
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  drop(): void {
    for (const socket of this.sockets) socket.destroy();
  }

  async cut({ drop = true } = {}): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (drop) this.drop();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
