import type { Page } from "@playwright/test";
import { partnerPassword } from "./identities";

// The registration wizard's steps in the browser: Next, and each step filled with valid answers.

export const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();

export async function fillStep1(page: Page, values: { company?: string; email?: string } = {}) {
  if (values.company) await page.getByLabel("Company Name").fill(values.company);
  await page.getByLabel("Website URL").fill("https://partner.example");
  await page.getByLabel("Industry").selectOption("Consulting");
  await page.getByLabel("Company Size").selectOption("1-10");
  await page.getByLabel("Annual Revenue").selectOption("Less than $1M");
  await page.getByLabel("Full Name").fill("Grace Hopper");
  await page.getByLabel("Job Title").fill("Partner Manager");
  if (values.email) await page.getByLabel("Email", { exact: true }).fill(values.email);
  await page.getByLabel("Phone Number").fill("+1 555 0100");
  await page.getByLabel("Password", { exact: true }).fill(partnerPassword);
  await page.getByLabel("Confirm Password", { exact: true }).fill(partnerPassword);
}

export async function fillStep2(page: Page) {
  await page.getByLabel("Partnership Type").selectOption("referral");
  await page.getByLabel("Expected Deals per Quarter").selectOption("1-2");
  await page.getByRole("group", { name: "Geographic Coverage" }).getByLabel("India - South").check();
  await page.getByRole("group", { name: "Industry Focus" }).getByLabel("Media & Entertainment").check();
}

export async function fillStep3(page: Page) {
  await page.getByRole("group", { name: "Technical Capabilities" }).getByLabel("Cloud Solutions").check();
  await page.getByLabel("Finance Team Size").fill("0");
  await page.getByLabel("Technical Staff Size").fill("3");
  await page.getByLabel("Sales Team Size").fill("1");
}
