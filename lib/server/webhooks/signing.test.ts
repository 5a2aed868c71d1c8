import { describe, expect, it } from "vitest";
import { newWebhookSecret, signWebhook, verifyWebhook } from "./signing";

// The Standard Webhooks reference implementation's own test vectors (its JavaScript
// library's webhook.test.ts): the same secret, id, timestamp and body must give the same
// signature, so any Standard Webhooks library verifies what this sender signs.
const reference = {
  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
};

describe("webhook signatures", () => {
  it("signs the reference vector exactly as the reference implementation", () => {
    expect(signWebhook(reference.secret, reference.id, reference.timestamp, reference.body)).toBe(
      reference.signature,
    );
    // With or without the whsec_ prefix the key is the same.
    expect(signWebhook(reference.secret.slice(6), reference.id, reference.timestamp, reference.body)).toBe(
      reference.signature,
    );
  });

  const at = new Date(reference.timestamp * 1000);
  const headers = {
    id: reference.id,
    timestamp: String(reference.timestamp),
    signature: reference.signature,
  };

  it("verifies the reference signature, also among others (space-separated)", () => {
    expect(verifyWebhook(reference.secret, headers, reference.body, at)).toBe(true);
    const several = `v1,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc= v2,abc ${reference.signature}`;
    expect(verifyWebhook(reference.secret, { ...headers, signature: several }, reference.body, at)).toBe(
      true,
    );
  });

  it("refuses a changed body, id, timestamp, a partial or missing signature, an old or future message", () => {
    expect(verifyWebhook(reference.secret, headers, '{"test": 2432232315}', at)).toBe(false);
    expect(verifyWebhook(reference.secret, { ...headers, id: "msg_other" }, reference.body, at)).toBe(false);
    expect(verifyWebhook(reference.secret, { ...headers, timestamp: "1614265331" }, reference.body, at)).toBe(
      false,
    );
    expect(verifyWebhook(reference.secret, { ...headers, timestamp: "hello" }, reference.body, at)).toBe(
      false,
    );
    expect(verifyWebhook(reference.secret, { ...headers, signature: "v1," }, reference.body, at)).toBe(false);
    expect(
      verifyWebhook(
        reference.secret,
        { ...headers, signature: reference.signature.slice(0, 8) },
        reference.body,
        at,
      ),
    ).toBe(false);
    expect(verifyWebhook(reference.secret, { ...headers, signature: null }, reference.body, at)).toBe(false);
    expect(verifyWebhook(reference.secret, { ...headers, id: null }, reference.body, at)).toBe(false);
    const late = new Date(at.getTime() + 301_000);
    const early = new Date(at.getTime() - 301_000);
    expect(verifyWebhook(reference.secret, headers, reference.body, late)).toBe(false);
    expect(verifyWebhook(reference.secret, headers, reference.body, early)).toBe(false);
  });

  it("makes secrets of 192 random bits, whsec_ and base64", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(secret.slice(6), "base64")).toHaveLength(24);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});
