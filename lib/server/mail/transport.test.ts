import { describe, expect, it } from "vitest";
import { withTimeouts } from "./transport";

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
