import { expect, test } from "../support/test";
import { readCaptchaAnswer } from "../support/captcha";
import { mockOtp } from "../support/claim-form";
import { holdPageScripts } from "../support/held-scripts";

// The claim form's code loads beside the page. A visitor who types into the server-rendered
// form before that code has arrived keeps every character: the form takes it over, watches it
// (the email to verify, the industry that asks to be specified) and sends it.

test("what is typed into the claim form before its code arrives is kept and sent", async ({ page }) => {
  test.setTimeout(90_000);
  const sends = await mockOtp(page);
  const claims: Record<string, unknown>[] = [];
  await page.route("**/api/partners/claim-portal", async (route) => {
    claims.push(route.request().postDataJSON() as Record<string, unknown>);
    await route.fulfill({ json: { success: true } });
  });
  const scripts = await holdPageScripts(page);
  await page.goto("/partner-portal/claim", { waitUntil: "commit" });

  await page.getByLabel("First Name").fill("Ada");
  await page.getByLabel("Last Name").fill("Lovelace");
  await page.getByLabel("Company Email").fill("ada@acme.example");
  await page.getByLabel("Company Name").fill("Acme Analytics");
  await page.getByLabel("Company Website").fill("acme.example");
  await page.getByLabel("Company Size").selectOption("51-200");
  await page.getByLabel("Industry", { exact: true }).selectOption("other");
  await page.getByLabel("Country", { exact: true }).selectOption("DE");
  await page.getByLabel("Why do you want to join").fill("We resell finance software across the DACH region.");
  // Nothing of the page's code has run: no challenge was drawn, no "Specify" field shown.
  await expect(page.getByText("Loading...")).toBeVisible();
  await expect(page.getByLabel("Specify Industry")).toHaveCount(0);

  const challenge = page.waitForResponse(
    (r) => r.url().endsWith("/api/captcha") && r.request().method() === "GET",
  );
  await scripts.release();
  const { token } = (await (await challenge).json()) as { token: string };
  await expect(page.getByTestId("captcha-image")).toBeVisible();

  // The form took the typed values over: the choice of Other asks to specify it ...
  await expect(page.getByLabel("Specify Industry")).toBeVisible();
  await expect(page.getByLabel("First Name")).toHaveValue("Ada");
  await expect(page.getByLabel("Why do you want to join")).toHaveValue(
    "We resell finance software across the DACH region.",
  );
  // ... and the code goes to the email typed before the code arrived.
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect.poll(() => sends).toEqual(["ada@acme.example"]);
  await page.getByLabel("Verification code").fill("123456");
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page.getByText("Email verified", { exact: true })).toBeVisible();
  await page.getByLabel("Specify Industry").fill("Fintech");
  await page.getByLabel("Enter the security code").fill(await readCaptchaAnswer(token));
  await expect(page.getByText("Security check passed")).toBeVisible();

  await page.getByRole("button", { name: "Submit Partnership Claim" }).click();
  await expect(page.getByRole("heading", { name: "Claim Submitted Successfully!" })).toBeVisible();
  expect(claims).toHaveLength(1);
  expect(claims[0]).toMatchObject({
    firstName: "Ada",
    lastName: "Lovelace",
    companyEmail: "ada@acme.example",
    companyName: "Acme Analytics",
    website: "acme.example",
    companySize: "51-200",
    industry: "other",
    customIndustry: "Fintech",
    country: "DE",
    whyJoin: "We resell finance software across the DACH region.",
  });
});
