import { describe, expect, it } from "vitest";
import { renderSample } from "../mail/compose";
import { emailSamples } from "./email-previews";

// Every kind of email, rendered from its sample data as the console previews it.

const samples = emailSamples();
const hrefs = (html: string) => [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1]!);
const srcs = (html: string) => [...html.matchAll(/\ssrc="([^"]*)"/g)].map((match) => match[1]!);
// What a missing value turns into on its way through a template literal or JSX.
const placeholders = /\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]|\{\{|\}\}|Invalid Date/;

describe("email templates", () => {
  it("cover the product's kinds, each once", () => {
    const kinds = samples.map((sample) => sample.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const kind of [
      "auth:otp",
      "auth:reset-password",
      "announcement:posted",
      "training:certified",
      "training:reminder",
      "payout:paid",
    ])
      expect(kinds).toContain(kind);
  });

  it.each(samples.map((sample) => [sample.kind, sample] as const))(
    "%s: an HTML and a text part, no empty placeholder, absolute links, under 100 KB",
    async (_kind, sample) => {
      const { html, text } = await renderSample(sample);
      expect(html).toMatch(/^<!DOCTYPE html/i);
      expect(html).toContain(
        sample.content.heading.replaceAll("&", "&amp;").replaceAll('"', "&quot;").slice(0, 20),
      );
      expect(text).toContain(sample.content.paragraphs[0]!.slice(0, 30));
      expect(Buffer.byteLength(html)).toBeLessThan(100 * 1024);
      expect(html).not.toMatch(placeholders);
      expect(text).not.toMatch(placeholders);
      for (const href of hrefs(html)) expect(href).toMatch(/^(https?:\/\/[^/\s]+|mailto:)/);
      for (const src of srcs(html)) expect(src).toMatch(/^https?:\/\//);
      for (const link of text.match(/\b[a-z]+:\/\/\S+/g) ?? []) expect(link).toMatch(/^https?:\/\//);
      // The primary button's address is in both parts, so text-only readers can follow it.
      if (sample.content.action) {
        expect(hrefs(html)).toContain(sample.content.action.href.replaceAll("&", "&amp;"));
        expect(text).toContain(sample.content.action.href);
      }
      // The logo is decoration: the programme's name is in the text of the page itself.
      expect(html).toContain("Finlytic AI Partner Programme");
      expect(html).toMatch(/<img[^>]*alt=""/);
    },
  );

  it("link partner notifications to Settings and to unsubscribe, and security mail to neither", async () => {
    const byKind = new Map(samples.map((sample) => [sample.kind, sample]));
    const announcement = await renderSample(byKind.get("announcement:posted")!);
    expect(announcement.text).toContain("“Partner announcements” is on");
    expect(announcement.text).toMatch(/Unsubscribe: https?:\/\/\S+\/partner-portal\/unsubscribe\?token=/);
    expect(announcement.html).toContain("Notification settings");
    // The footer's settings link opens the Settings tab, where the notification switches are.
    expect(announcement.text).toMatch(
      /Notification settings: https?:\/\/\S+\/partner-portal\/dashboard\/settings\n/,
    );
    expect(announcement.html).toMatch(
      /href="https?:\/\/[^"]+\/partner-portal\/dashboard\/settings"[^>]*>\s*(<[^>]+>\s*)*Notification settings/,
    );
    const reset = await renderSample(byKind.get("auth:reset-password")!);
    expect(reset.text).not.toContain("Unsubscribe");
    expect(reset.html).not.toContain("Unsubscribe");
  });

  it("formats amounts and dates for people", async () => {
    const paid = await renderSample(emailSamples().find((sample) => sample.kind === "payout:paid")!);
    expect(paid.text).toContain("$3,125.00");
    expect(paid.text).toContain("23 Feb 2027");
    expect(paid.text).not.toContain("2027-02-23");
  });
});
