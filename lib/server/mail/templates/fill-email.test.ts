import { describe, expect, it } from "vitest";
import { emailSamples } from "@/lib/server/composition/email-previews";
import type { EmailContent, EmailFooter } from "./content";
import { fillEmail } from "./fill-email";
import { renderEmail } from "./render-email";

// A message filled into its shape's template is exactly what React renders for it.

const footer: EmailFooter = {
  reason: "You receive this email because “Deal updates” is on in your partner portal's Settings.",
  settingsUrl: "https://portal.example/partner-portal/dashboard",
  unsubscribeUrl: 'https://portal.example/unsubscribe?token=a&b="c"',
};

const awkward = `<script>alert("x")</script> & 'quotes' — ünïcödé 🚀 ${"\uD800"}lone, a marker-like s0123n0x, a
second line`;

const contents: [string, EmailContent, EmailFooter | undefined][] = [
  ...emailSamples().map(
    (sample) => [sample.kind, sample.content, footer] as [string, EmailContent, EmailFooter],
  ),
  [
    "awkward words everywhere",
    {
      heading: awkward,
      greeting: `Hello ${awkward},`,
      paragraphs: ["Short preview", awkward, ""],
      facts: [
        { label: "Name", value: awkward },
        { label: "Empty", value: "" },
        { label: "Link", value: "open", href: "https://example.com/?a=1&b=<2>" },
        { label: "Script", value: "bad", href: "javascript:alert(1)" },
        { label: "NUL", value: "a\0b" },
      ],
      action: { label: awkward, href: " JavaScript:alert(2)" },
      links: [{ label: "Statement", href: "https://example.com/s?x='y'" }],
      after: [awkward],
      signed: true,
    },
    undefined,
  ],
  [
    "a preview of exactly 150 characters and one longer",
    { heading: "H", paragraphs: ["p".repeat(150), "q".repeat(151)], signed: false },
    footer,
  ],
  ["no paragraphs: the heading is the preview", { heading: awkward, paragraphs: [] }, undefined],
];

describe("emails filled into a rendered template", () => {
  it.each(contents)("%s: the same HTML and text as a React render", async (_name, content, withFooter) => {
    const expected = await renderEmail(content, withFooter);
    expect(await fillEmail(content, withFooter)).toEqual(expected);
    // Once more from the cached template.
    expect(await fillEmail(content, withFooter)).toEqual(expected);
  });

  it("fills different words into one shape without mixing them up", async () => {
    const sample = emailSamples().find((item) => item.kind === "contact:notification")!;
    const other = structuredClone(sample.content);
    other.facts = other.facts!.map((fact) => ({ ...fact, value: `${fact.value} (second)` }));
    other.heading = "New enquiry from Grace Hopper";
    const [first, second] = await Promise.all([fillEmail(sample.content, footer), fillEmail(other, footer)]);
    expect(first).toEqual(await renderEmail(sample.content, footer));
    expect(second).toEqual(await renderEmail(other, footer));
    expect(second.html).toContain("Grace Hopper");
    expect(first.html).not.toContain("Grace Hopper");
  });
});
