import { describe, expect, it } from "vitest";
import { pooled, withTimeouts } from "./transport";

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
    expect(Object.fromEntries(url.searchParams)).toEqual({ pool: "true", maxConnections: "5", maxMessages: "100", maxRequeues: "0" });
    expect(new URL(pooled("smtp://mail.example.test?maxConnections=2", 5, 100)).searchParams.get("maxConnections")).toBe("2");
  });
});
