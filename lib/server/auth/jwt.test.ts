import { afterEach, describe, expect, it, vi } from "vitest";
import { readSessionToken, signSessionToken } from "./jwt";

const claims = { sub: "user-1", sid: "session-1", role: "partner" as const };

describe("readSessionToken", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers a token seen before from memory, until its expiry", async () => {
    vi.useFakeTimers({ now: new Date("2026-03-01T10:00:00Z"), toFake: ["Date"] });
    const token = await signSessionToken(claims, new Date("2026-03-01T10:00:30Z"));
    expect(await readSessionToken(token)).toEqual(claims);
    expect(await readSessionToken(token)).toEqual(claims);
    vi.setSystemTime(new Date("2026-03-01T10:00:29Z"));
    expect(await readSessionToken(token)).toEqual(claims);
    vi.setSystemTime(new Date("2026-03-01T10:00:30Z"));
    expect(await readSessionToken(token)).toBeNull();
  });

  it("refuses a token altered by one character, after the original was accepted", async () => {
    const token = await signSessionToken(claims, new Date(Date.now() + 60_000));
    expect(await readSessionToken(token)).toEqual(claims);
    const [header, payload, signature] = token.split(".");
    const other = signature!.startsWith("A") ? "B" : "A";
    expect(await readSessionToken(`${header}.${payload}.${other}${signature!.slice(1)}`)).toBeNull();
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), sub: "user-2" }),
    ).toString("base64url");
    expect(await readSessionToken(`${header}.${forgedPayload}.${signature}`)).toBeNull();
    expect(await readSessionToken(token)).toEqual(claims);
  });
});
