import { expect, request as playwrightRequest, test, type Page } from "../support/test";
import { findClaimId, findPartnerId, openAdminApi, postAsAdmin } from "../support/admin-api";
import { expectNoAxeViolations } from "../support/axe";
import { e2eConfig } from "../support/config";
import { adminAccount, uniqueSuffix } from "../support/identities";
import { findLinkInText, waitForMailedLink } from "../support/links";
import { waitForMail } from "../support/mail";
import { registerAnonymously, registrationPayload, submitClaim } from "../support/registration";
import { signInThroughApi } from "../support/sign-in";

// An applicant follows their application on the private status page from their
// confirmation email: submitted, under review once the team opens it, approved (with the
// registration link's state and "Register now") or rejected with the team's reason.

const statusPath = (url: URL) => `${url.pathname}${url.search}`;

async function expectState(page: Page, badge: string, text: string | RegExp) {
  await page.reload();
  const card = page.locator("section", {
    has: page.getByRole("heading", { name: "Application Status", level: 1 }),
  });
  await expect(card.getByText(`Status: ${badge}`, { exact: true })).toBeVisible();
  await expect(card.getByText(text)).toBeVisible();
}

test("a claim: submitted → under review → approved, Register now, then the link shows used", async ({
  page,
}) => {
  const id = uniqueSuffix();
  const email = `status-${id}@applicant.example`;
  const company = `Status Advisory ${id}`;
  await submitClaim({
    firstName: "Stella",
    companyName: company,
    email,
    whyJoin: "We run finance operations for 30 mid-market clients.",
  });
  const receipt = await waitForMail(email, "We received");
  const statusUrl = findLinkInText(receipt.text, "/partner-portal/application-status?token=");

  await page.goto(statusPath(statusUrl));
  await expect(page.getByText(`Partnership claim: ${company}`)).toBeVisible();
  await expectState(page, "Submitted", /We received your application on/);
  await expect(page.getByRole("listitem").filter({ hasText: "Submitted" })).toHaveAttribute(
    "aria-current",
    "step",
  );
  await expectNoAxeViolations(page);

  // The team opens the claim in the console.
  await signInThroughApi(page, adminAccount.email, adminAccount.password);
  const api = await openAdminApi();
  const claimId = await findClaimId(api, email);
  await page.goto(`/admin/claims/${claimId}`);
  await expect(page.getByRole("heading", { name: company, level: 1 })).toBeVisible();
  await page.goto(statusPath(statusUrl));
  await expectState(page, "Under Review", /started reviewing your application on/);
  await expect(page.getByRole("listitem").filter({ hasText: "Under review" })).toHaveAttribute(
    "aria-current",
    "step",
  );

  await postAsAdmin(api, `/api/admin/claims/${claimId}/approve`);
  await expectState(page, "Approved", /Your registration link is not used yet/);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Register now" }).click();
  await expect(page).toHaveURL(/\/partner-portal\/register\?token=[\w-]{43}$/);
  const token = new URL(page.url()).searchParams.get("token")!;
  expect((await page.request.get(`/api/partners/claim/verify-token/${token}`)).status()).toBe(200);
  // The emailed link was replaced by the page's fresh one.
  const emailed = (await waitForMailedLink(email, "approved", "/register?token=")).searchParams.get("token")!;
  expect((await page.request.get(`/api/partners/claim/verify-token/${emailed}`)).status()).toBe(404);

  const applicant = await playwrightRequest.newContext({ baseURL: e2eConfig.baseUrl });
  const registered = await applicant.post("/api/auth/register", {
    multipart: {
      data: JSON.stringify({
        ...registrationPayload({
          email,
          companyName: company,
          password: "Status-Passw0rd!",
          contactName: "Stella Status",
        }),
        approvalToken: token,
      }),
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  await applicant.dispose();

  await page.goto(statusPath(statusUrl));
  await expectState(
    page,
    "Approved",
    "You completed your registration with your link. Sign in to the Partner Portal.",
  );
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/partner-portal/login");
  await api.dispose();
});

test("a claim rejected: the page shows the team's reason", async ({ page }) => {
  const id = uniqueSuffix();
  const email = `status-no-${id}@applicant.example`;
  const reason = `We do not work with resellers in this region yet (${id}).`;
  await submitClaim({
    firstName: "Rory",
    companyName: `Status Resellers ${id}`,
    email,
    whyJoin: "We would like to resell automation to retailers.",
  });
  const statusUrl = await waitForMailedLink(
    email,
    "We received",
    "/partner-portal/application-status?token=",
  );
  const api = await openAdminApi();
  await postAsAdmin(api, `/api/admin/claims/${await findClaimId(api, email)}/reject`, { reason });
  await api.dispose();

  await page.goto(statusPath(statusUrl));
  await expectState(page, "Rejected", /we are unable to approve your application/);
  await expect(page.getByText("Reason given by the team")).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByRole("button", { name: "Register now" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("an open registration: submitted → under review → approved, with sign-in", async ({ page }) => {
  const id = uniqueSuffix();
  const email = `status-open-${id}@applicant.example`;
  const company = `Status Open ${id}`;
  await registerAnonymously({ email, companyName: company, contactName: "Otto Open" });
  const statusUrl = await waitForMailedLink(
    email,
    "Verify your email",
    "/partner-portal/application-status?token=",
  );

  await page.goto(statusPath(statusUrl));
  await expect(page.getByText(`Partner registration: ${company}`)).toBeVisible();
  await expectState(page, "Submitted", /We received your application on/);

  await signInThroughApi(page, adminAccount.email, adminAccount.password);
  const api = await openAdminApi();
  const partnerId = await findPartnerId(api, company);
  await page.goto(`/admin/registrations/${partnerId}`);
  await expect(page.getByRole("heading", { name: company, level: 1 })).toBeVisible();
  await page.goto(statusPath(statusUrl));
  await expectState(page, "Under Review", /started reviewing your application on/);

  await postAsAdmin(api, `/api/admin/registrations/${partnerId}/approve`);
  await api.dispose();
  await expectState(page, "Approved", /Your partner account is active/);
  await expect(page.getByRole("button", { name: "Register now" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a wrong or missing token gets a clear message and nothing else", async ({ page }) => {
  await page.goto("/partner-portal/application-status?token=not-a-real-status-token");
  await expect(page.getByRole("heading", { name: "Status Unavailable" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: /This status link is not valid/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/partner-portal/application-status");
  await expect(page.getByRole("alert").filter({ hasText: /The status link is incomplete/ })).toBeVisible();
});
