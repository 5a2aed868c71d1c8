import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { openDashboardTab, toastWithText } from "../support/dashboard-tabs";
import { uniqueIdentity } from "../support/identities";
import { createActivePartner } from "../support/partners";
import { openSignedInAdminPage, signInThroughPage } from "../support/sign-in";

// Training end to end: the team writes a certification course in the console (modules
// added, reordered), a partner works through it module by module from the Training tab to
// certified, with the points in Settings; and the Documentation page.

test("the team writes a course; a partner completes it module by module to certified, with points", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const partner = await createActivePartner("training");
  const title = `Close Mastery ${uniqueIdentity("course").company.slice(-6)}`;

  const team = await openSignedInAdminPage(browser);
  await team.goto("/admin/training");
  await expect(team.getByRole("heading", { level: 1, name: "Training" })).toBeVisible();
  await expect(team.getByRole("link", { name: "Finlytic AI Platform Fundamentals" })).toBeVisible();
  await expectNoAxeViolations(team, { exclude: ["[data-sonner-toaster]"] });
  const courseForm = team.getByRole("form", { name: "Add a course" });
  await courseForm.getByLabel("Title").fill(title);
  await courseForm.getByLabel("Duration").fill("30 minutes");
  await courseForm.getByLabel("Certification course (certifies the partner when finished)").check();
  await courseForm.getByLabel("Points on certification").fill("300");
  await courseForm.getByRole("button", { name: "Add course" }).click();
  await expect(toastWithText(team, "Course added.")).toBeVisible();
  await team.getByRole("link", { name: title }).click();
  await expect(team.getByRole("heading", { level: 1, name: title })).toBeVisible();

  const moduleForm = team.getByRole("form", { name: "Add a module" });
  const addModule = async (name: string, body: string) => {
    await moduleForm.getByLabel("Module title").fill(name);
    await moduleForm.getByLabel("Body (Markdown)").fill(body);
    await moduleForm.getByRole("button", { name: "Add module" }).click();
    await expect(team.getByRole("list", { name: "Modules" }).getByText(name)).toBeVisible();
  };
  await addModule(
    "Reading the exception list",
    "## Exceptions\n\nStart with **the oldest** item.\n\n<script>window.injected = true</script>\n\n[Run it](javascript:window.injected=true)",
  );
  await addModule("Why the close runs late", "Most delays come from *approvals*.");
  // The second belongs first: move it up.
  await team.getByRole("button", { name: "Move Why the close runs late up" }).click();
  await expect(toastWithText(team, "Order saved.")).toBeVisible();
  await expect(team.getByRole("list", { name: "Modules" }).getByRole("listitem").first()).toContainText(
    "1. Why the close runs late",
  );
  await expect(team.getByText(/modules reordered/i)).toBeVisible();
  await expectNoAxeViolations(team, { exclude: ["[data-sonner-toaster]"] });

  await signInThroughPage(page, partner.email);
  await openDashboardTab(page, "Training");
  const card = page.getByTestId("training-card").filter({ hasText: title });
  await expect(card).toContainText("Not Started");
  await card.getByRole("button", { name: `Start ${title}` }).click();

  const reading = page.getByRole("heading", { level: 2, name: title });
  await expect(reading).toBeVisible();
  await expect(page.getByText("Module 1 of 2")).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Why the close runs late" })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
  await page.getByRole("button", { name: "Mark complete" }).click();
  await expect(toastWithText(page, "Module completed")).toBeVisible();
  await expect(page.getByTestId("course-progress")).toHaveText("50%");

  // The next module: its Markdown rendered, its script and javascript: link inert.
  await expect(page.getByText("Module 2 of 2")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Exceptions" })).toBeVisible();
  await expect(page.getByText("<script>window.injected = true</script>")).toBeVisible();
  await expect(page.getByRole("link", { name: "Run it" })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByText("Module 1 of 2")).toBeVisible();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Mark complete" }).click();
  await expect(toastWithText(page, `Certified in ${title}! +300 points`)).toBeVisible();
  await expect(page.getByTestId("course-progress")).toHaveText("100%");

  await page.getByRole("button", { name: "Back to courses" }).click();
  const done = page.getByTestId("training-card").filter({ hasText: title });
  await expect(done).toContainText("Certified");
  await expect(done).toContainText("Completed");
  await expect(done.getByRole("button", { name: `Review ${title}` })).toBeVisible();
  await openDashboardTab(page, "Settings");
  await expect(page.getByText("Partner Points").locator("..")).toContainText("300");
  await expect(page.getByText("Certification Status").locator("..")).toContainText("Certified");
});

test("the Documentation page explains the programme with the server's settings", async ({ page }) => {
  const partner = await createActivePartner("docs");
  await signInThroughPage(page, partner.email);
  await openDashboardTab(page, "Settings");
  await page.getByRole("link", { name: "Documentation" }).click();
  await expect(page).toHaveURL(/\/partner-portal\/docs$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Partner Programme Documentation" }),
  ).toBeVisible();
  for (const name of [
    "Deal registration",
    "Commissions and payouts",
    "Referrals",
    "Training and certification",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  await expect(page.getByText("the customer is protected for you for 90 days")).toBeVisible();
  await expect(page.getByText("one extension of 30 days")).toBeVisible();
  await expect(page.getByText("add up to at least $100")).toBeVisible();
  await expect(page.getByText("in the last 90 days cannot be referred again")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page).toHaveURL(/\/partner-portal\/dashboard$/);
});

test("the Documentation page is for signed-in partners", async ({ page }) => {
  await page.goto("/partner-portal/docs");
  await expect(page).toHaveURL(/\/partner-portal\/login/);
});
