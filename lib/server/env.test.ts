import { afterEach, describe, expect, it } from "vitest";
import { env, resetEnvForTests } from "./env";

const saved = { ...process.env };

afterEach(() => {
  for (const key of ["APP_URL", "SESSION_SECRET", "NODE_ENV", "NEXT_PHASE", "PARTNER_API_URL"]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetEnvForTests();
});

function setEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
}

describe("settings the server refuses to start with", () => {
  it("requires APP_URL and SESSION_SECRET in production, but not while building", () => {
    setEnv({ NODE_ENV: "production", APP_URL: undefined, SESSION_SECRET: "x".repeat(40) });
    expect(() => env()).toThrow(/APP_URL: is required in production/);
    setEnv({ NEXT_PHASE: "phase-production-build" });
    expect(env().APP_URL).toBe("http://localhost:3000");
    setEnv({ NEXT_PHASE: undefined, APP_URL: "https://www.example.com" });
    expect(env().APP_URL).toBe("https://www.example.com");
  });
});

describe("PARTNER_API_URL", () => {
  it("is optional, and an empty value means unset", () => {
    setEnv({ PARTNER_API_URL: undefined });
    expect(env().PARTNER_API_URL).toBeUndefined();
    setEnv({ PARTNER_API_URL: "" });
    expect(env().PARTNER_API_URL).toBeUndefined();
  });

  it("takes an absolute http(s) base and drops its trailing slash", () => {
    setEnv({ PARTNER_API_URL: "https://api.example.com/api/" });
    expect(env().PARTNER_API_URL).toBe("https://api.example.com/api");
    setEnv({ PARTNER_API_URL: "http://127.0.0.1:3100/api" });
    expect(env().PARTNER_API_URL).toBe("http://127.0.0.1:3100/api");
  });

  it.each(["/api", "api.example.com/api", "ftp://api.example.com/api", "javascript:alert(1)"])("refuses %s with a message naming it", (value) => {
    setEnv({ PARTNER_API_URL: value });
    expect(() => env()).toThrow(/PARTNER_API_URL: must be an absolute http or https URL/);
  });
});
