import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import { expect, test } from "../support/test";
import { resourceFixtures } from "../../test/support/resource-files";
import { expectNoAxeViolations } from "../support/axe";
import { openDashboardTab } from "../support/dashboard-tabs";
import { adminAccount, uniqueSuffix } from "../support/identities";
import { createActivePartner } from "../support/partners";
import { signInThroughApi } from "../support/sign-in";

// Resources (issue 15): the team uploads a file in the console, a partner downloads the same
// bytes from the Resources tab (counted once), video answers byte ranges, and the team
// deletes the resource with its file. The video is 12 MB: more than the 10 MB a proxy
// would buffer, so the upload must reach the handler whole.

const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");

test("the team uploads a resource, a partner downloads the same bytes, the team deletes it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = uniqueSuffix();
  const title = `Demo video ${id}`;
  const video = resourceFixtures.mp4(12 * 1024 * 1024);
  const partner = await createActivePartner("partner", { company: `Resourceful ${id}` });

  await signInThroughApi(page, adminAccount.email, adminAccount.password);
  await page.goto("/admin/resources");
  await expect(page.getByRole("heading", { level: 1, name: "Resources" })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole("form", { name: "Upload a resource" });
  // Refused in the page: no title, no file.
  await form.getByRole("button", { name: "Upload resource" }).click();
  await expect(
    form.getByText("Choose a file to upload (PDF, PPTX, DOCX, MP4 or ZIP, up to 50 MB)."),
  ).toBeVisible();
  // Refused by the server: bytes that are not what the name says.
  await form.getByLabel("Title").fill(title);
  await form
    .getByLabel("File")
    .setInputFiles({ name: "fake.mp4", mimeType: "video/mp4", buffer: resourceFixtures.pdf() });
  await form.getByRole("button", { name: "Upload resource" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "fake.mp4 is not a supported file type (PDF, PPTX, DOCX, MP4 or ZIP)",
  );

  await form.getByLabel("Category").selectOption("Marketing");
  await form.getByLabel("Description").fill("A ten-minute tour of the close.");
  await form.getByLabel("File").setInputFiles({ name: "tour.mp4", mimeType: "video/mp4", buffer: video });
  await form.getByRole("button", { name: "Upload resource" }).click();
  await expect(page.getByText("Resource uploaded.")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("tour.mp4 (12.0 MB)");
  await expect(row).toContainText("Video");
  await expectNoAxeViolations(page);

  const partnerContext = await browser.newContext();
  const partnerPage = await partnerContext.newPage();
  await signInThroughApi(partnerPage, partner.email, partner.password);
  await partnerPage.goto("/partner-portal/dashboard");
  await openDashboardTab(partnerPage, "Resources");
  const card = partnerPage.getByTestId("resource-card").filter({ hasText: title });
  await expect(card).toContainText("Downloads0");
  await expectNoAxeViolations(partnerPage);

  const [download] = await Promise.all([
    partnerPage.waitForEvent("download"),
    card.getByRole("link", { name: `Download ${title}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("tour.mp4");
  expect(sha(await fs.readFile((await download.path())!))).toBe(sha(video));
  // The list is read again after a download: the count is the server's.
  await expect(card).toContainText("Downloads1");

  // A player's range request: 206 with just those bytes, and still one download today.
  const href = (await card.getByRole("link", { name: `Download ${title}` }).getAttribute("href"))!;
  const part = await partnerPage.request.get(href, { headers: { Range: "bytes=100-199" } });
  expect(part.status()).toBe(206);
  expect(part.headers()["content-range"]).toBe(`bytes 100-199/${video.length}`);
  expect((await part.body()).equals(video.subarray(100, 200))).toBe(true);
  const listed = (await (await partnerPage.request.get("/api/partners/resources")).json()) as {
    resources: { title: string; downloadCount: number }[];
  };
  expect(listed.resources.find((r) => r.title === title)?.downloadCount).toBe(1);
  // Signed out, the same address answers 401.
  const anonymous = await browser.newContext();
  expect((await anonymous.request.get(new URL(href, page.url()).toString())).status()).toBe(401);
  await anonymous.close();

  await page.reload();
  // The Downloads column: one partner, one day, one download.
  await expect(row.getByRole("cell").nth(4)).toHaveText("1");
  page.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  await expect(page.getByText("Resource deleted.")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
  expect((await partnerPage.request.get(href)).status()).toBe(404);
  await partnerContext.close();
});
