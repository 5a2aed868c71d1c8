import { describe, expect, it } from "vitest";
import { httpUrl, isHttpUrl, multiLineText, singleLineText, textMessages } from "./text";

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("singleLineText", () => {
  const name = singleLineText(40, { required: "Name is required" });

  it("accepts one line of text, trimmed, and Unicode letters", () => {
    expect(name.parse("  Ada Lovelace  ")).toBe("Ada Lovelace");
    expect(name.parse("Zoë Ünal-Łukasz 北京")).toBe("Zoë Ünal-Łukasz 北京");
  });

  it.each([
    ["a line feed", "Acme\nBcc: victim@evil.test"],
    ["a carriage return", "Acme\rBcc: victim@evil.test"],
    ["a tab", "Acme\tLtd"],
    ["a NUL", "Acme\u0000"],
    ["a C1 control (NEL)", "Acme\u0085Bcc"],
    ["a line separator", "Acme\u2028Bcc"],
    ["a bidirectional override", "Acme\u202Egpj.exe"],
    ["a replacement character (invalid bytes)", "Acme\uFFFD"],
  ])("refuses %s with a clear message", (_label, value) => {
    expect(issue(name.safeParse(value))).toBe(textMessages.singleLine);
  });

  it("names what is wrong: missing, too long, not text", () => {
    expect(issue(name.safeParse("   "))).toBe("Name is required");
    expect(issue(name.safeParse("x".repeat(41)))).toBe("Please keep this under 40 characters");
    expect(issue(name.safeParse(42))).toBe("Name is required");
    expect(singleLineText(5).parse("")).toBe("");
  });
});

describe("multiLineText", () => {
  const message = multiLineText(100);

  it("keeps line breaks and tabs inside the text", () => {
    expect(message.parse("Hello,\r\n\tsecond line\nthird")).toBe("Hello,\r\n\tsecond line\nthird");
  });

  it.each([
    ["a NUL", "a\u0000b"],
    ["an escape", "a\u001b[31mb"],
    ["DEL", "a\u007fb"],
    ["a bidirectional override", "a\u202Eb"],
    ["U+FFFD", "a\uFFFDb"],
  ])("refuses %s", (_label, value) => {
    expect(issue(message.safeParse(value))).toBe(textMessages.multiLine);
  });
});

describe("httpUrl", () => {
  it.each(["https://example.com/deck.pdf", "http://example.com", "HTTPS://Example.com/a?b=c#d"])(
    "accepts %s",
    (value) => {
      expect(httpUrl(1000).parse(value)).toBe(value);
    },
  );

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example",
    "/relative",
    "https://",
    "https://exa mple.com",
    "https://example.com/\nx",
    "ftp://example.com",
  ])("refuses %j", (value) => {
    expect(issue(httpUrl(1000).safeParse(value))).toBe(textMessages.httpUrl);
    expect(isHttpUrl(value.trim())).toBe(false);
  });
});
