import { describe, expect, it } from "vitest";
import { accountMessages, changePasswordFormSchema, changePasswordSchema } from "./account";
import { authMessages, resetPasswordFormSchema, resetPasswordSchema } from "./auth";

// The password forms check the route's own fields and rules, plus a confirmation the route
// never receives.

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("Change Password's form schema", () => {
  it("gives the route's messages for the route's fields", () => {
    const values = { currentPassword: "", newPassword: "short" };
    expect(messages(changePasswordFormSchema.safeParse({ ...values, confirmPassword: "short" }))).toEqual(
      messages(changePasswordSchema.safeParse(values)),
    );
  });

  it("names a missing or different confirmation even while other fields are wrong", () => {
    expect(
      messages(
        changePasswordFormSchema.safeParse({ currentPassword: "", newPassword: "x", confirmPassword: "" }),
      ),
    ).toMatchObject({ confirmPassword: authMessages.resetFieldsMissing });
    expect(
      messages(
        changePasswordFormSchema.safeParse({ currentPassword: "", newPassword: "x", confirmPassword: "y" }),
      ),
    ).toMatchObject({
      currentPassword: accountMessages.currentPasswordMissing,
      confirmPassword: authMessages.resetMismatch,
    });
  });

  it("keeps the route's rule against reusing the current password", () => {
    const same = "Northwind-2025!";
    expect(
      messages(
        changePasswordFormSchema.safeParse({
          currentPassword: same,
          newPassword: same,
          confirmPassword: same,
        }),
      ),
    ).toEqual({ newPassword: accountMessages.samePassword });
    expect(
      changePasswordFormSchema.safeParse({
        currentPassword: "Old-Passw0rd!",
        newPassword: same,
        confirmPassword: same,
      }).success,
    ).toBe(true);
  });
});

describe("Reset Password's form schema", () => {
  it("is the route's new password without the link's token, and a matching confirmation", () => {
    const weak = { newPassword: "password" };
    expect(messages(resetPasswordFormSchema.safeParse({ ...weak, confirmPassword: "password" }))).toEqual(
      messages(resetPasswordSchema.safeParse({ ...weak, token: "a-token" })),
    );
    expect(
      messages(
        resetPasswordFormSchema.safeParse({ newPassword: "N3w-Password!", confirmPassword: "N3w-Password?" }),
      ),
    ).toEqual({ confirmPassword: authMessages.resetMismatch });
    expect(
      messages(resetPasswordFormSchema.safeParse({ newPassword: "N3w-Password!", confirmPassword: "" })),
    ).toEqual({ confirmPassword: authMessages.resetFieldsMissing });
  });
});
