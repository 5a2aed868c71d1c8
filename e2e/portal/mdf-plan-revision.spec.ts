import { readFile } from "node:fs/promises";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { partnerWithMdfBudget, pdfBytes } from "../support/mdf";
import { postAsAdmin } from "../support/admin-api";
import { toastWithText } from "../support/dashboard-tabs";
import { openPartnerApi, openSignedInAdminPage, signInThroughPage } from "../support/sign-in";

// The team asks for changes to a fund request; the partner, on a phone, revises it with a new
// activity plan in place of the old one, and the team's console offers the new file.

/** A partner with a budget and a request with `first-plan.pdf` on which the team asked for changes. */
async function requestWithChangesAsked(prefix: string) {
  const partner = await partnerWithMdfBudget(prefix);
  const title = `Roundtable ${Date.now()}`;
  const today = new Date().toISOString().slice(0, 10);
  const api = await openPartnerApi(partner.email);
  const created = await api.post("/api/partners/mdf/requests", {
    multipart: {
      activityType: "event",
      title,
      description: "A roundtable for finance leaders.",
      startDate: today,
      endDate: today,
      amountMinor: "100000",
      planFile: { name: "first-plan.pdf", mimeType: "application/pdf", buffer: pdfBytes("first") },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const requestId = ((await created.json()) as { request: { id: string } }).request.id;
  await api.dispose();
  await postAsAdmin(partner.admin, `/api/admin/mdf/requests/${requestId}/changes`, {
    reason: "Please attach a plan with the agenda.",
  });
  return { partner, title };
}

test("a partner replaces the plan of a request the team asked to change", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const { partner, title } = await requestWithChangesAsked("mdf-plan");
  await page.setViewportSize({ width: 375, height: 812 });
  await signInThroughPage(page, partner.email);
  await page.goto("/partner-portal/dashboard/market-development");
  const activity = page.getByTestId("mdf-requests").getByRole("listitem").filter({ hasText: title });
  await expect(activity).toContainText("Changes requested");
  await expect(activity).toContainText("Please attach a plan with the agenda.");
  await activity.getByText("Change the request").click();
  const form = activity.getByRole("form", { name: `Revise ${title}` });
  await expect(form.getByLabel("Title")).toHaveValue(title);
  await expect(form.getByLabel("Amount (USD)")).toHaveValue("1000.00");
  await expect(form).toContainText("Current plan: first-plan.pdf");

  // A file of another kind is refused in the browser, one whose bytes lie by the server.
  const replace = form.getByLabel("Replace the plan file");
  await replace.setInputFiles({
    name: "agenda.exe",
    mimeType: "application/octet-stream",
    buffer: pdfBytes("x"),
  });
  await expect(form).toContainText("agenda.exe is not a PDF, Word (DOCX), PowerPoint (PPTX) or image");
  await replace.setInputFiles({
    name: "agenda.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("MZ\x90\x00\x03\x00binary"),
  });
  await form.getByRole("button", { name: "Send the changes" }).click();
  await expect(form.getByRole("alert")).toContainText("agenda.pdf is not a PDF");
  await expect(activity).toContainText("Changes requested");

  await replace.setInputFiles({
    name: "agenda.pdf",
    mimeType: "application/pdf",
    buffer: pdfBytes("agenda"),
  });
  await form.getByLabel("Amount (USD)").fill("1200");
  await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await form.getByRole("button", { name: "Send the changes" }).click();
  await expect(toastWithText(page, "Changes sent")).toBeVisible();
  await expect(activity).toContainText("Awaiting decision");
  await expect(activity).toContainText("Requested $1,200.00");
  await expect(activity.getByRole("link", { name: "agenda.pdf" })).toBeVisible();
  await expect(activity.getByRole("link", { name: "first-plan.pdf" })).toHaveCount(0);

  // The team's console offers the new plan for download.
  const team = await openSignedInAdminPage(browser);
  await team.goto("/admin/market-development");
  const row = team.getByRole("row").filter({ hasText: title });
  await expect(row.getByRole("link", { name: "first-plan.pdf" })).toHaveCount(0);
  const [download] = await Promise.all([
    team.waitForEvent("download"),
    row.getByRole("link", { name: "agenda.pdf" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("agenda.pdf");
  expect(await readFile(await download.path())).toEqual(pdfBytes("agenda"));
});

test("a partner removes the plan of a request the team asked to change", async ({ page }) => {
  test.setTimeout(120_000);
  const { partner, title } = await requestWithChangesAsked("mdf-noplan");
  await signInThroughPage(page, partner.email);
  await page.goto("/partner-portal/dashboard/market-development");
  const activity = page.getByTestId("mdf-requests").getByRole("listitem").filter({ hasText: title });
  // Sent back for changes, the request can still be withdrawn instead of revised.
  await expect(activity.getByRole("button", { name: `Withdraw the request for ${title}` })).toBeVisible();
  await activity.getByText("Change the request").click();
  const form = activity.getByRole("form", { name: `Revise ${title}` });
  await form.getByLabel("Remove the plan file").check();
  await expect(form.getByLabel("Replace the plan file")).toBeDisabled();
  await form.getByRole("button", { name: "Send the changes" }).click();
  await expect(toastWithText(page, "Changes sent")).toBeVisible();
  await expect(activity).toContainText("Awaiting decision");
  await expect(activity.getByRole("link", { name: "first-plan.pdf" })).toHaveCount(0);
  await expect(activity).not.toContainText("Plan:");
});
