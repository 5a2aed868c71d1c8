import net from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/lib/server/env";
import { startSmtpCapture } from "@/test/support/smtp-capture";
import { closeMailTransport, pooled, sendMail, withTimeouts } from "./transport";

describe("withTimeouts", () => {
  it("bounds every SMTP wait well inside the outbox lease", () => {
    const url = new URL(withTimeouts("smtp://user:pass@mail.example.test:587"));
    expect(url.searchParams.get("connectionTimeout")).toBe("10000");
    expect(url.searchParams.get("greetingTimeout")).toBe("10000");
    expect(url.searchParams.get("socketTimeout")).toBe("30000");
    expect(`${url.username}:${url.password}@${url.host}`).toBe("user:pass@mail.example.test:587");
  });

  it("keeps values the URL sets itself", () => {
    const url = new URL(withTimeouts("smtps://mail.example.test?socketTimeout=5000"));
    expect(url.searchParams.get("socketTimeout")).toBe("5000");
  });
});

describe("pooled", () => {
  it("asks nodemailer for a pool of reused connections that never resends on its own", () => {
    const url = new URL(pooled("smtp://mail.example.test:587", 5, 100));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pool: "true",
      maxConnections: "5",
      maxMessages: "100",
      maxRequeues: "0",
    });
    expect(
      new URL(pooled("smtp://mail.example.test?maxConnections=2", 5, 100)).searchParams.get("maxConnections"),
    ).toBe("2");
  });
});

describe("sendMail over SMTP", () => {
  afterEach(() => {
    closeMailTransport();
    vi.restoreAllMocks();
    delete process.env.SMTP_URL;
    resetEnvForTests();
  });

  it("opens its pooled connections with Nagle's algorithm off and reuses them", async () => {
    const capture = await startSmtpCapture();
    process.env.SMTP_URL = capture.url;
    resetEnvForTests();
    const connect = vi.spyOn(net, "connect");
    try {
      for (const n of [1, 2, 3]) {
        await sendMail({
          id: `nagle-${n}`,
          to: `reader${n}@example.test`,
          subject: `Message ${n}`,
          text: "Hello",
          html: null,
          replyTo: null,
        });
      }
      expect(capture.messages.map((m) => m.subject)).toEqual(["Message 1", "Message 2", "Message 3"]);
      expect(connect).toHaveBeenCalledTimes(1); // one pooled connection carried all three
      expect(connect).toHaveBeenCalledWith(expect.objectContaining({ host: "127.0.0.1", noDelay: true }));
    } finally {
      await capture.close();
    }
  });
});
