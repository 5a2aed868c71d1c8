import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { waitForMail } from "../support/mail";
import {
  fillEnquiry,
  INBOX,
  openPlacement,
  placements,
  recordAnalytics,
  uniqueVisitor,
  type Variant,
} from "../support/contact-form";

// Each placement of the enquiry form sends through the real API; the SMTP sink must
// receive the inbox notification and the visitor's confirmation.

const extendedIndustries = [
  "Financial Services",
  "Banking",
  "Insurance",
  "Technology",
  "Healthcare",
  "Manufacturing",
  "Retail",
  "Real Estate",
  "Consulting",
  "Other",
];
const extendedSizes = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"];
const compactIndustries = ["Technology", "Finance", "Healthcare", "Manufacturing", "Retail", "Other"];
const compactSizes = ["1-10", "11-50", "51-200", "201-500", "500+"];

const successText: Record<Variant, RegExp> = {
  home: /delivered to .+@.+ We'll get back to you within 24 hours, and a confirmation has been sent to your email\./,
  landing: /^We will get back to you within 24 hours\.$/,
  partners:
    /delivered to .+@.+ We'll get back to you within 24 hours, and a confirmation has been sent to your email\./,
  about: /^We will get back to you within 24 hours\.$/,
};

for (const variant of Object.keys(placements) as Variant[]) {
  test(`${variant} form sends through the API and both emails arrive`, async ({ page }) => {
    const { source, compact } = placements[variant];
    const events = await recordAnalytics(page);
    const dialog = await openPlacement(page, variant);

    // Fields, marks, types and the placement's option lists.
    await expect(dialog.getByLabel("Full Name")).toHaveAttribute("placeholder", "Enter your full name");
    await expect(dialog.getByLabel("Full Name")).toHaveAttribute("required", "");
    await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(dialog.getByLabel("Phone Number")).toHaveAttribute("type", "tel");
    await expect(dialog.getByLabel("How can we help you?")).toHaveAttribute("rows", "4");
    const industries = (await dialog.getByLabel("Industry").locator("option").allTextContents()).slice(1);
    const sizes = (await dialog.getByLabel("Company Size").locator("option").allTextContents()).slice(1);
    expect(industries).toEqual(compact ? compactIndustries : extendedIndustries);
    expect(sizes).toEqual(compact ? compactSizes : extendedSizes);
    await expectNoAxeViolations(page);

    const visitor = uniqueVisitor(variant);
    await fillEnquiry(dialog, {
      ...visitor,
      company: "Acme Finance",
      phoneNumber: "+1 555 0100",
      industry: "Technology",
      companySize: "51-200",
      message: `Hello from the ${variant} form`,
    });

    // Hold the request until the sending state has been seen, then let it through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact/submit", async (route) => {
      await held;
      await route.continue();
    });
    const submit = dialog.getByRole("button", { name: "Send Message" });
    await submit.click();
    const sending = dialog.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    const answered = page.waitForResponse("**/api/contact/submit");
    release();
    expect((await answered).status()).toBe(201);

    const toast = dialog.getByRole("status").filter({ hasText: "Message Sent Successfully!" });
    await expect(toast).toBeVisible();
    await expect(toast.locator("p").nth(1)).toHaveText(successText[variant]);
    await expect(dialog.getByRole("button", { name: "Message Sent Successfully" })).toBeDisabled();

    const notification = await waitForMail(INBOX, `New Contact Form Submission from ${visitor.fullName}`);
    expect(notification.replyTo).toContain(visitor.email);
    for (const line of [
      `Email: ${visitor.email}`,
      "Company: Acme Finance",
      "Phone: +1 555 0100",
      "Industry: Technology",
      "Company Size: 51-200",
      `Hello from the ${variant} form`,
      `Source: ${source}`,
    ]) {
      expect(notification.text).toContain(line);
    }
    const confirmation = await waitForMail(visitor.email, "We received your message");
    expect(confirmation.text).toContain(`Hello ${visitor.fullName}`);

    expect(await events()).toEqual(
      expect.arrayContaining([
        { name: "form_submit", params: expect.objectContaining({ source }) },
        {
          name: "contact_form_success",
          params: { industry: "Technology", company_size: "51-200", has_message: true },
        },
        { name: "generate_lead", params: { source } },
      ]),
    );
    // The form resets and the modal closes by itself after the success state.
    await expect(dialog).toBeHidden({ timeout: 10_000 });
  });
}

test("the modal closes by its X, Cancel, the backdrop and Escape, and is keyboard usable", async ({
  page,
}) => {
  const dialog = await openPlacement(page, "partners");
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Contact Us", exact: true }).click();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Contact Us", exact: true }).click();
  await page.mouse.click(5, 5); // outside the dialog box: the backdrop
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Contact Us", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Tab"); // from the X to the first field
  await expect(dialog.getByLabel("Full Name")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Contact Us", exact: true })).toBeFocused();
});

test("the browser enforces the required fields and the email type", async ({ page }) => {
  let posted = 0;
  page.on("request", (request) => void (request.url().includes("/api/contact/submit") && (posted += 1)));
  const dialog = await openPlacement(page, "home");
  await dialog.getByRole("button", { name: "Send Message" }).click();
  expect(
    await dialog.getByLabel("Full Name").evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);
  await dialog.getByLabel("Full Name").fill("Ada");
  await dialog.getByLabel("Email").fill("not-an-email");
  await dialog.getByRole("button", { name: "Send Message" }).click();
  expect(
    await dialog.getByLabel("Email").evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
  ).toBe(true);
  await expect(dialog.getByRole("button", { name: "Send Message" })).toBeEnabled();
  expect(posted).toBe(0);
});
