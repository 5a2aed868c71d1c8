// DKIM: a message signed with a key generated here, checked by an independent verifier
// (mailauth) whose DNS lookups answer with this test's public key.
import { generateKeyPairSync } from "node:crypto";
import { dkimVerify, type DNSResolver } from "mailauth";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { env, resetEnvForTests } from "@/lib/server/env";
import { startSmtpCapture, type SmtpCapture } from "@/test/support/smtp-capture";
import { sendMail, sendingDomain } from "./transport";

const DOMAIN = "mail.example.test";
const SELECTOR = "portal2027";
const keyPair = () => generateKeyPairSync("rsa", { modulusLength: 2048 });
const signing = keyPair();
const publicKey = (pair: ReturnType<typeof keyPair>) =>
  pair.publicKey.export({ type: "spki", format: "der" }).toString("base64");

/** The DNS answer for <selector>._domainkey.<domain>, as docs/email.md tells operators to publish it. */
const resolverFor =
  (key: string): DNSResolver =>
  async (name, rrtype) => {
    if (rrtype === "TXT" && name === `${SELECTOR}._domainkey.${DOMAIN}`)
      return [[`v=DKIM1; k=rsa; p=${key}`]];
    throw Object.assign(new Error(`no ${rrtype} record for ${name}`), { code: "ENOTFOUND" });
  };

let smtp: SmtpCapture;
const saved = { ...process.env };

beforeAll(async () => {
  smtp = await startSmtpCapture();
});

afterAll(() => smtp.close());

afterEach(() => {
  for (const key of ["SMTP_URL", "MAIL_FROM", "DKIM_DOMAIN", "DKIM_SELECTOR", "DKIM_PRIVATE_KEY"]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetEnvForTests();
});

function configure(privateKeyPem: string) {
  Object.assign(process.env, {
    SMTP_URL: smtp.url,
    MAIL_FROM: `Finlytic AI <no-reply@${DOMAIN}>`,
    DKIM_DOMAIN: DOMAIN,
    DKIM_SELECTOR: SELECTOR,
    DKIM_PRIVATE_KEY: privateKeyPem,
  });
  resetEnvForTests();
}

async function sendOne(id: string) {
  await sendMail({
    id,
    to: "reader@example.net",
    subject: `Partner programme: ${id}`,
    text: "Gold starts at 20 deals.",
    html: "<p>Gold starts at 20 deals.</p>",
    replyTo: "partners@example.test",
    headers: {
      "List-Unsubscribe": "<https://portal.example.test/api/unsubscribe?token=abc.def>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "Auto-Submitted": "auto-generated",
    },
  });
  const mail = smtp.messages.find((m) => m.subject.endsWith(id));
  if (!mail) throw new Error(`${id} did not arrive`);
  return mail;
}

describe("DKIM signing", () => {
  it("signs with DKIM_* so that a verifier holding the published key passes it", async () => {
    // The key as an operator pastes it into one line of an environment file.
    configure(signing.privateKey.export({ type: "pkcs8", format: "pem" }).toString().replaceAll("\n", "\\n"));
    const mail = await sendOne("signed");
    expect(mail.headers["dkim-signature"]).toContain(`d=${DOMAIN}`);
    expect(mail.headers["message-id"]).toMatch(new RegExp(`@${DOMAIN.replaceAll(".", "\\.")}>$`));
    const signed = /(?:^|;)\s*h=([^;]+)/
      .exec(mail.headers["dkim-signature"]!)![1]!
      .toLowerCase()
      .replace(/\s+/g, "");
    expect(signed.split(":")).toEqual(
      expect.arrayContaining(["list-unsubscribe", "list-unsubscribe-post", "from"]),
    );

    const result = await dkimVerify(mail.raw, { resolver: resolverFor(publicKey(signing)) });
    expect(result.results.map((r) => [r.signingDomain, r.selector, r.status.result])).toEqual([
      [DOMAIN, SELECTOR, "pass"],
    ]);
  });

  it("fails verification for an altered message or another key", async () => {
    configure(signing.privateKey.export({ type: "pkcs8", format: "pem" }).toString());
    const mail = await sendOne("altered");
    const altered = Buffer.from(
      mail.raw.toString("utf8").replace("List-Unsubscribe=One-Click", "List-Unsubscribe=Twice"),
    );
    const tampered = await dkimVerify(altered, { resolver: resolverFor(publicKey(signing)) });
    expect(tampered.results[0]!.status.result).toBe("fail");
    const otherKey = await dkimVerify(mail.raw, { resolver: resolverFor(publicKey(keyPair())) });
    expect(otherKey.results[0]!.status.result).toBe("fail");
  });

  it("sends unsigned without DKIM_*, with Message-IDs on MAIL_FROM's domain", async () => {
    process.env.SMTP_URL = smtp.url;
    process.env.MAIL_FROM = `Finlytic AI <no-reply@${DOMAIN}>`;
    resetEnvForTests();
    const mail = await sendOne("unsigned");
    expect(mail.headers["dkim-signature"]).toBeUndefined();
    expect(sendingDomain()).toBe(DOMAIN);
  });

  it("refuses a partial DKIM configuration with a clear message", () => {
    process.env.DKIM_DOMAIN = DOMAIN;
    resetEnvForTests();
    expect(() => env()).toThrow(
      "DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY are set together or not at all",
    );
    process.env.DKIM_SELECTOR = SELECTOR;
    process.env.DKIM_PRIVATE_KEY = "not a key";
    resetEnvForTests();
    expect(() => env()).toThrow("DKIM_PRIVATE_KEY: must be a PEM private key");
  });
});
