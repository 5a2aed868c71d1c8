import fs from "node:fs/promises";
import { expect, test } from "../support/test";
import { adminAccount, uniqueSuffix } from "../support/identities";
import { signInThroughApi } from "../support/sign-in";

// Enquiries from the website in the console: newest first, searchable, with the delivery
// of their emails from the outbox, and a CSV export that holds them.

test("the console lists submitted enquiries with their delivery, finds them, and exports them as CSV", async ({
  page,
}) => {
  const id = uniqueSuffix();
  const enquiries = [
    {
      fullName: "Olivia Older",
      email: `older-${id}@visitor.example`,
      company: "Fabrikam",
      message: `First question about invoices (${id})`,
      source: "Contact Page",
    },
    {
      fullName: "Nathan Newer",
      email: `newer-${id}@visitor.example`,
      company: "Contoso",
      message: `Second question, "quoted", about payroll (${id})`,
      source: "Partners Page",
    },
  ];
  for (const enquiry of enquiries) {
    const response = await page.request.post("/api/contact/submit", { data: enquiry });
    expect(response.status(), await response.text()).toBe(201);
  }

  await signInThroughApi(page, adminAccount.email, adminAccount.password);
  await page.goto(`/admin/enquiries?q=${id}`);
  const rows = page.getByRole("region", { name: "Contact enquiries" }).getByRole("row");
  await expect(rows).toHaveCount(3); // header and two enquiries
  await expect(rows.nth(1)).toContainText("Nathan Newer");
  await expect(rows.nth(2)).toContainText("Olivia Older");
  // The outbox sends both emails of each enquiry within a moment; the list shows it.
  await expect(async () => {
    await page.reload();
    await expect(rows.nth(1).getByText("Sent", { exact: true })).toHaveCount(2);
  }).toPass({ timeout: 15_000 });

  await page.getByRole("searchbox").fill(`newer-${id}`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(rows).toHaveCount(2);

  await page.goto("/admin/enquiries");
  const downloadStarted = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export all as CSV" }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile(await download.path(), "utf8");
  expect(csv.startsWith("\uFEFFReceived (UTC),Full name,Email,Company")).toBe(true);
  for (const enquiry of enquiries) {
    expect(csv).toContain(enquiry.email);
    expect(csv).toContain(enquiry.fullName);
  }
  expect(csv).toContain(`"Second question, ""quoted"", about payroll (${id})"`);
  expect(csv.indexOf(enquiries[1]!.email)).toBeLessThan(csv.indexOf(enquiries[0]!.email));
});
