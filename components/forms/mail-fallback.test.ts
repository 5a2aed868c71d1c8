import { describe, expect, it } from "vitest";
import { buildMailtoUrl } from "./mail-fallback";

const at = new Date("2025-03-04T10:15:30Z");

describe("buildMailtoUrl", () => {
  it("addresses the inbox with the enquiry subject and a CRLF body of every field", () => {
    const href = buildMailtoUrl(
      "hello@finlytic.ai",
      {
        fullName: " Ada Lovelace ",
        email: "ada@example.test",
        company: "A&B Ltd",
        message: "Line 1\nLine 2 = 50%?",
      },
      "Partners Page",
      at,
    );
    expect(href.startsWith("mailto:hello@finlytic.ai?subject=")).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get("subject")).toBe("New Contact Form Submission from Ada Lovelace");
    expect(url.searchParams.get("body")).toBe(
      [
        "Name: Ada Lovelace",
        "Email: ada@example.test",
        "Company: A&B Ltd",
        "Phone: Not provided",
        "Industry: Not provided",
        "Company Size: Not provided",
        "",
        "Message:",
        "Line 1",
        "Line 2 = 50%?",
        "",
        "Submitted: Tue, 04 Mar 2025 10:15:30 GMT",
        "Source: Partners Page",
      ].join("\r\n"),
    );
    // Reserved characters are percent-encoded, so "&" and "=" cannot start new parameters.
    expect(href).not.toMatch(/A&B/);
    expect(href).toContain("%0D%0A");
  });

  it("reads an empty or blank message as 'No message provided'", () => {
    const body = new URL(
      buildMailtoUrl(
        "x@y.z",
        { fullName: "Bo", email: "bo@example.test", message: "  " },
        "Contact Page",
        at,
      ),
    ).searchParams.get("body");
    expect(body).toContain("Message:\r\nNo message provided\r\n");
  });
});
