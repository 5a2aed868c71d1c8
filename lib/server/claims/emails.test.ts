import { describe, expect, it } from "vitest";
import { claimNotificationMail } from "./emails";

describe("the programme inbox's new-claim email", () => {
  const mail = claimNotificationMail({
    id: "0f6c1a52-3c1e-4f8e-9d1b-6a2f0c9e7b41",
    companyName: "Riverbank Partners",
    name: "Maria Rossi",
    email: "maria@riverbank.example",
    website: "riverbank.example",
    country: "DE",
    whyJoin: "We automate month-end closes.",
  });

  it("sends the reader to the console, not to a command line", () => {
    expect(mail.text).toContain("/admin/claims/0f6c1a52-3c1e-4f8e-9d1b-6a2f0c9e7b41");
    expect(mail.text).not.toMatch(/npm|run admin|approve-claim/);
  });

  it("names the country", () => {
    expect(mail.text).toContain("Country: Germany");
  });
});
