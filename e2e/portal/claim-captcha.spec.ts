import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { fillValidClaim, mockOtp, solveNextChallenge, verifyEmail } from "../support/claim-form";
import { openClaimPageAndReadCaptcha } from "../support/captcha";

// The claim page's captcha against the real server: one check per image, a new image after
// a wrong answer, and the proof-of-work path for people who cannot read the image.

test.describe("claim page captcha", () => {
  test.describe.configure({ timeout: 90_000 });
  test("captcha: one check per image; a wrong answer brings a new image; a new code can be drawn", async ({
    page,
  }) => {
    const { answer } = await openClaimPageAndReadCaptcha(page);
    const image = page.getByTestId("captcha-image");
    const field = page.getByLabel("Enter the security code");
    // A server-drawn PNG that the page's Content-Security-Policy lets the browser decode.
    await expect(image).toHaveAttribute("src", /^data:image\/png;base64,/);
    await expect(image).toHaveAttribute(
      "alt",
      /^Security code: six distorted characters\. If you cannot read it, use Verify another way below\.$/,
    );
    await expect
      .poll(() =>
        image.evaluate(
          (img: HTMLImageElement) => img.complete && [img.naturalWidth, img.naturalHeight].join("x"),
        ),
      )
      .toBe("400x128");
    const first = await image.getAttribute("src");
    const checks: string[] = [];
    page.on("request", (r) => void (r.url().endsWith("/api/captcha/check") && checks.push(r.url())));
    const wrong =
      answer.split("").reverse().join("") === answer ? "ZZZZZZ" : answer.split("").reverse().join("");
    const next = page.waitForResponse(
      (r) => r.url().endsWith("/api/captcha") && r.request().method() === "GET",
    );
    await field.fill(wrong);
    await next;
    await expect(page.locator("#captcha-error")).toHaveText("That code was not right. Here is a new one.");
    await expect(image).not.toHaveAttribute("src", first!);
    await expect(field).toHaveValue("");
    await expect(page.getByText("Security check passed")).toHaveCount(0);
    expect(checks).toHaveLength(1);
    await expectNoAxeViolations(page);

    const second = await image.getAttribute("src");
    const drawn = page.waitForResponse((r) => r.url().endsWith("/api/captcha"));
    await page.getByRole("button", { name: "New Code" }).click();
    await drawn;
    await expect(image).not.toHaveAttribute("src", second!);
    await expect(page.locator("#captcha-error")).toHaveCount(0);
    await solveNextChallenge(page, () => page.getByRole("button", { name: "New Code" }).click());
    await expect(field).toHaveAttribute("readonly", "");
  });

  test("captcha alternative: verify another way with the browser's proof of work, and submit", async ({
    page,
  }) => {
    // The work takes seconds on a quiet machine, longer on a busy one.
    test.setTimeout(180_000);
    await mockOtp(page);
    const claims: Record<string, unknown>[] = [];
    await page.route("**/api/partners/claim-portal", async (route) => {
      claims.push(route.request().postDataJSON() as Record<string, unknown>);
      await route.fulfill({ json: { success: true } });
    });
    await openClaimPageAndReadCaptcha(page);
    await verifyEmail(page, "ada@acme.example");
    await fillValidClaim(page);
    const submit = page.getByRole("button", { name: "Submit Partnership Claim" });
    await expect(submit).toBeDisabled();
    const other = page.getByRole("button", { name: "Can't read the code? Verify another way" });
    await expect(other).toBeVisible();
    await expectNoAxeViolations(page);
    // The answer is held back a second, so that the message shown while the browser works
    // can be read: on an idle machine the work itself can end before it is looked for.
    await page.route("**/api/captcha/work", async (route) => {
      if (route.request().method() === "POST") await new Promise((done) => setTimeout(done, 1000));
      await route.continue();
    });
    const verified = page.waitForResponse(
      (r) => r.url().endsWith("/api/captcha/work") && r.request().method() === "POST",
    );
    await other.click();
    await expect(page.getByText("Verifying in your browser; this takes a few seconds...")).toBeVisible();
    expect((await verified).status()).toBe(200);
    await expect(page.getByText("Security check passed")).toBeVisible({ timeout: 60_000 });
    await expect(other).toHaveCount(0);
    await expectNoAxeViolations(page);
    await submit.click();
    await expect(page.getByRole("heading", { name: "Claim Submitted Successfully!" })).toBeVisible();
    expect(claims).toHaveLength(1);
    expect(claims[0]!.captchaToken).toEqual(expect.any(String));
  });
});
