import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { partnerPassword } from "../support/identities";
import { sharedPartner } from "../support/partners";
import { signInThroughPage } from "../support/sign-in";

test.describe("portal guard", () => {
  test("an anonymous visitor of the dashboard is sent to the login page, keeping the path", async ({
    page,
  }) => {
    await page.goto("/partner-portal/dashboard");
    await expect(page).toHaveURL(/\/partner-portal\/login\?next=%2Fpartner-portal%2Fdashboard$/);
  });

  test("the portal pages have no marketing navigation bar and no accessibility violations", async ({
    page,
  }) => {
    await page.goto("/partner-portal/login");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a forged cookie is dropped and the visitor signs in", async ({ page, context }) => {
    await context.addCookies([
      { name: "partner_token", value: "forged.token.value", url: test.info().project.use.baseURL! },
    ]);
    await page.goto("/partner-portal/dashboard");
    await expect(page).toHaveURL(/\/partner-portal\/login\?next=/);
    expect((await context.cookies()).find((c) => c.name === "partner_token")).toBeUndefined();
  });

  test("signed in: the login page opens the dashboard, a foreign next is ignored, a revoked session does not loop", async ({
    page,
    context,
    playwright,
  }) => {
    const { email } = await sharedPartner();
    await page.goto("/partner-portal/login?next=%2F%2Fevil.example%2F");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(partnerPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/partner-portal\/dashboard$/);

    await page.goto("/partner-portal/login");
    await expect(page).toHaveURL(/\/partner-portal\/dashboard$/);
    await page.goto("/partner-portal/login?next=https%3A%2F%2Fevil.example%2F");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/partner-portal\/dashboard$/);

    // Let the dashboard's own requests finish first: one answered 401 after the sign-out
    // below would send this page to the login screen itself, racing the navigation tested.
    await page.waitForLoadState("networkidle");
    // Sign the session out elsewhere (as a password reset would), keeping the cookie here.
    const token = (await context.cookies()).find((c) => c.name === "partner_token")!.value;
    const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    expect(
      (await other.post("/api/auth/logout", { headers: { Authorization: `Bearer ${token}` } })).ok(),
    ).toBe(true);
    await other.dispose();
    await page.goto("/partner-portal/dashboard");
    await expect(page).toHaveURL(/\/partner-portal\/login\?next=%2Fpartner-portal%2Fdashboard$/);
    expect((await context.cookies()).find((c) => c.name === "partner_token")).toBeUndefined();
    await signInThroughPage(page, email);
  });

  // Dot segments that a URL parser turns into "//evil.example/...", another host.
  for (const next of ["/.//evil.example/phish", "/partner-portal/..//evil.example/x"]) {
    test(`signing in with next=${next} stays on this site`, async ({ page, context }) => {
      const foreign: string[] = [];
      await context.route(
        (url) => url.hostname === "evil.example",
        (route) => {
          foreign.push(route.request().url());
          return route.fulfill({ status: 200, contentType: "text/html", body: "<h1>phished</h1>" });
        },
      );
      const { email } = await sharedPartner();
      const dashboard = `${new URL(test.info().project.use.baseURL!).origin}/partner-portal/dashboard`;
      await page.goto(`/partner-portal/login?next=${encodeURIComponent(next)}`);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(partnerPassword);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL(dashboard);
      // Signed in already: the login page's own redirect ignores it too.
      await page.goto(`/partner-portal/login?next=${encodeURIComponent(next)}`);
      await expect(page).toHaveURL(dashboard);
      expect(foreign).toEqual([]);
    });
  }

  test("signing in with a safe next path returns there", async ({ page }) => {
    const { email } = await sharedPartner();
    await page.goto("/partner-portal/dashboard");
    await expect(page).toHaveURL(/next=%2Fpartner-portal%2Fdashboard/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(partnerPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/partner-portal\/dashboard$/);
  });
});
