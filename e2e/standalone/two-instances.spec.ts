import { expect, test } from "../support/test";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { readCaptchaAnswer } from "../support/captcha";
import { findLinkInText } from "../support/links";
import { registrationPayload, samplePdf } from "../support/registration";
import { admin, call, mailTo, objectStore, servers, shared, useTwoInstances } from "../support/two-instances";

// Two production servers over one fresh PostgreSQL database and one shared store behave as
// one application: a journey alternating between them request by request. Rate limits counted
// across both and 2,000 enquiries delivered once: ./two-instances-load.spec.ts. Run when
// TEST_POSTGRES_URL names a PostgreSQL server (as `npm test` in CI does).
useTwoInstances();

test("a partner journey alternating between the two servers request by request", async () => {
  test.setTimeout(120_000);
  const id = randomUUID().slice(0, 8);

  // A claim: the code mailed by one server verifies on the other.
  const applicant = `two-claim-${id}@two.test`;
  expect(
    (await call("/api/auth/send-otp", { json: { email: applicant, purpose: "email_verification" } })).status,
  ).toBe(200);
  const code = (await mailTo(applicant, /verification code/)).subject.match(/(\d{6})$/)![1]!;
  expect(
    (
      await call("/api/auth/verify-otp", {
        json: { email: applicant, otp: code, purpose: "email_verification" },
      })
    ).status,
  ).toBe(200);
  const challenge = (await call("/api/captcha")).body as { token: string };
  const answer = await readCaptchaAnswer(challenge.token);
  const claim = await call("/api/partners/claim-portal", {
    json: {
      firstName: "Ada",
      lastName: "Applicant",
      companyName: `Two Claim ${id}`,
      companyEmail: applicant,
      website: "applicant.example",
      companySize: "11-50",
      industry: "finance",
      customIndustry: "",
      currentTechnology: "NetSuite",
      linkedinUrl: "",
      country: "DE",
      customCountry: "",
      whyJoin: "We automate finance operations for our clients.",
      additionalInfo: "",
      captchaToken: challenge.token,
      captchaAnswer: answer,
    },
  });
  expect(claim.status, JSON.stringify(claim.body)).toBe(200);

  // The team signs in on one and invites on the other.
  const team = await call("/api/auth/login", { json: admin });
  expect(team.status).toBe(200);
  const email = `two-partner-${id}@two.test`;
  const company = `Two Partner ${id}`;
  const password = `Two-Passw0rd-${id}!`;
  expect(
    (await call("/api/admin/invitations", { json: { email, companyName: company }, token: team.token }))
      .status,
  ).toBeLessThan(300);
  const invite = findLinkInText((await mailTo(email, /invited/)).text, "register").searchParams.get(
    "invite",
  )!;

  // Registration with an attachment through one, verification through the other.
  const form = new FormData();
  form.append(
    "data",
    JSON.stringify({
      ...registrationPayload({ email, companyName: company, password }),
      invitationToken: invite,
    }),
  );
  form.append("attachments", new Blob([samplePdf], { type: "application/pdf" }), "profile.pdf");
  const registered = await call("/api/auth/register", { form });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const verify = findLinkInText(
    (await mailTo(email, /Verify your email/)).text,
    "verify-email",
  ).searchParams.get("token")!;
  expect((await call(`/api/auth/verify-email/${encodeURIComponent(verify)}`)).status).toBe(200);

  // The attachment uploaded through one downloads through the other, byte for byte.
  const found = (
    await call(`/api/admin/partners?search=${encodeURIComponent(company)}`, { token: team.token })
  ).body as { items: { id: string }[] };
  const partner = (await call(`/api/admin/partners/${found.items[0]!.id}`, { token: team.token })).body as {
    attachments?: { id: string }[];
    partner?: { attachments?: { id: string }[] };
  };
  const attachments = partner.attachments ?? partner.partner?.attachments ?? [];
  expect(attachments).toHaveLength(1);
  for (const server of servers) {
    const download = await call(`/api/admin/attachments/${attachments[0]!.id}`, {
      token: team.token,
      on: server.baseUrl,
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.raw.arrayBuffer()).equals(samplePdf)).toBe(true);
  }
  if (objectStore) {
    // In the object store, on neither server's disk.
    const files = (dir: string) =>
      fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: "utf8" }) : [];
    expect(
      files(path.join(shared, "s3", "two-instances")).filter((name) => name.endsWith("._S3rver_object")),
    ).toHaveLength(1);
    for (const name of ["uploads-a", "uploads-b"]) {
      expect(
        files(path.join(shared, name)).filter(
          (file) => !file.startsWith(".") && fs.statSync(path.join(shared, name, file)).isFile(),
        ),
      ).toEqual([]);
    }
  }

  // A session made on one is valid on the other; its sign-out revokes it on both.
  const login = await call("/api/auth/login", { json: { email, password } });
  expect(login.status).toBe(200);
  for (const server of servers)
    expect((await call("/api/auth/me", { token: login.token, on: server.baseUrl })).status).toBe(200);
  expect((await call("/api/auth/logout", { method: "POST", token: login.token })).status).toBe(200);
  for (const server of servers)
    expect((await call("/api/auth/me", { token: login.token, on: server.baseUrl })).status).toBe(401);
});
