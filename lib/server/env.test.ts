import { afterEach, describe, expect, it } from "vitest";
import { env, resetEnvForTests } from "./env";

const saved = { ...process.env };

afterEach(() => {
  for (const key of [
    "APP_URL",
    "SESSION_SECRET",
    "NODE_ENV",
    "NEXT_PHASE",
    "PARTNER_API_URL",
    "APP_URL_ALLOW_HTTP",
  ]) {
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

describe("APP_URL in production", () => {
  it.each(["http://www.example.com", "http://10.0.0.5:3000", "ftp://www.example.com"])(
    "refuses %s",
    (value) => {
      setEnv({ NODE_ENV: "production", APP_URL: value, SESSION_SECRET: "x".repeat(40) });
      expect(() => env()).toThrow(/APP_URL: must be https in production/);
    },
  );

  it.each(["https://www.example.com", "http://localhost:3000", "http://127.0.0.1:3100", "http://[::1]:3000"])(
    "accepts %s",
    (value) => {
      setEnv({ NODE_ENV: "production", APP_URL: value, SESSION_SECRET: "x".repeat(40) });
      expect(env().APP_URL).toBe(value);
    },
  );

  it("accepts http on a private network only when APP_URL_ALLOW_HTTP says so", () => {
    setEnv({ NODE_ENV: "production", APP_URL: "http://10.0.0.5:3000", SESSION_SECRET: "x".repeat(40) });
    expect(() => env()).toThrow(/APP_URL_ALLOW_HTTP/);
    setEnv({ APP_URL_ALLOW_HTTP: "true" });
    expect(env().APP_URL).toBe("http://10.0.0.5:3000");
  });

  it("keeps accepting http outside production", () => {
    setEnv({ NODE_ENV: "development", APP_URL: "http://dev.internal:3000" });
    expect(env().APP_URL).toBe("http://dev.internal:3000");
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

  it.each(["/api", "api.example.com/api", "ftp://api.example.com/api", "javascript:alert(1)"])(
    "refuses %s with a message naming it",
    (value) => {
      setEnv({ PARTNER_API_URL: value });
      expect(() => env()).toThrow(/PARTNER_API_URL: must be an absolute http or https URL/);
    },
  );
});

describe("backup and retention settings", () => {
  const keys = ["BACKUP_DIR", "BACKUP_KEEP", "ENQUIRY_RETENTION_DAYS", "FINANCIAL_RECORDS_RETENTION_YEARS"];
  afterEach(() => setEnv(Object.fromEntries(keys.map((key) => [key, saved[key]]))));

  it("default to no backups, seven kept, enquiries kept, financial records ten years", () => {
    setEnv(Object.fromEntries(keys.map((key) => [key, undefined])));
    const config = env();
    expect([
      config.BACKUP_DIR,
      config.BACKUP_KEEP,
      config.ENQUIRY_RETENTION_DAYS,
      config.FINANCIAL_RECORDS_RETENTION_YEARS,
    ]).toEqual([undefined, 7, undefined, 10]);
    setEnv({ BACKUP_DIR: "", ENQUIRY_RETENTION_DAYS: "" });
    expect([env().BACKUP_DIR, env().ENQUIRY_RETENTION_DAYS]).toEqual([undefined, undefined]);
  });

  it.each([
    ["BACKUP_KEEP", "0"],
    ["BACKUP_KEEP", "two"],
    ["ENQUIRY_RETENTION_DAYS", "-5"],
    ["ENQUIRY_RETENTION_DAYS", "1.5"],
    ["FINANCIAL_RECORDS_RETENTION_YEARS", "0"],
  ])("refuse %s=%s", (key, value) => {
    setEnv({ [key]: value });
    expect(() => env()).toThrow(new RegExp(`${key}: `));
  });
});

describe("ADMIN_OIDC_*", () => {
  const names = [
    "ADMIN_OIDC_ISSUER",
    "ADMIN_OIDC_CLIENT_ID",
    "ADMIN_OIDC_CLIENT_SECRET",
    "ADMIN_OIDC_ALLOWED_DOMAINS",
  ];
  const full = {
    ADMIN_OIDC_ISSUER: "https://login.example.com",
    ADMIN_OIDC_CLIENT_ID: "console",
    ADMIN_OIDC_CLIENT_SECRET: "secret",
    ADMIN_OIDC_ALLOWED_DOMAINS: "Example.com, @team.example",
  };
  afterEach(() =>
    setEnv(Object.fromEntries([...names, "ADMIN_PASSWORD_SIGN_IN"].map((n) => [n, undefined]))),
  );

  it("are all set or none, and a partial set names what is missing", () => {
    setEnv({});
    expect(env().ADMIN_OIDC_ISSUER).toBeUndefined();
    setEnv(full);
    expect(env().ADMIN_OIDC_ALLOWED_DOMAINS).toEqual(["example.com", "team.example"]);
    setEnv({ ADMIN_OIDC_CLIENT_SECRET: undefined, ADMIN_OIDC_ALLOWED_DOMAINS: "" });
    expect(() => env()).toThrow(
      /needs all four ADMIN_OIDC_\* settings; missing: ADMIN_OIDC_CLIENT_SECRET, ADMIN_OIDC_ALLOWED_DOMAINS/,
    );
  });

  it("refuses a malformed domain, and password sign-in off without single sign-on", () => {
    setEnv({ ...full, ADMIN_OIDC_ALLOWED_DOMAINS: "example.com, not a domain" });
    expect(() => env()).toThrow(/ADMIN_OIDC_ALLOWED_DOMAINS/);
    setEnv({ ...Object.fromEntries(names.map((n) => [n, undefined])), ADMIN_PASSWORD_SIGN_IN: "false" });
    expect(() => env()).toThrow(/ADMIN_PASSWORD_SIGN_IN: can be false only when single sign-on/);
    setEnv({ ...full, ADMIN_PASSWORD_SIGN_IN: "false" });
    expect(env().ADMIN_PASSWORD_SIGN_IN).toBe(false);
  });
});

describe("the 1099 payer (PAYER_*)", () => {
  const keys = ["PAYER_NAME", "PAYER_TIN", "PAYER_STATE", "PAYER_POSTAL_CODE", "PAYER_PHONE"];
  afterEach(() => setEnv(Object.fromEntries(keys.map((key) => [key, saved[key]]))));

  it("is unset by default, and keeps the forms the IRS file writes", () => {
    setEnv(Object.fromEntries(keys.map((key) => [key, undefined])));
    expect(env().PAYER_TIN).toBeUndefined();
    setEnv({
      PAYER_TIN: "12-3456789",
      PAYER_STATE: "tx",
      PAYER_POSTAL_CODE: "78701-4042",
      PAYER_PHONE: "+1 (512) 555-0100",
    });
    expect([env().PAYER_TIN, env().PAYER_STATE, env().PAYER_POSTAL_CODE, env().PAYER_PHONE]).toEqual([
      "123456789",
      "TX",
      "787014042",
      "5125550100",
    ]);
  });

  it.each([
    ["PAYER_TIN", "07-1234567"],
    ["PAYER_TIN", "123-45-678"],
    ["PAYER_NAME", "Ærøskøbing ApS"],
    ["PAYER_STATE", "Texas"],
    ["PAYER_POSTAL_CODE", "7870"],
    ["PAYER_PHONE", "555-0100"],
  ])("refuses %s=%s", (key, value) => {
    setEnv({ [key]: value });
    expect(() => env()).toThrow(new RegExp(`${key}: `));
  });
});
