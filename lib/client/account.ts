import type { NotificationPreferencesInput } from "@/lib/validation/account";
import { call } from "./api";
import type { PortalUser } from "./auth";
import { errorCatalogue } from "./messages";

// Settings and two-factor sign-in: the browser side of /api/partners/notification-preferences,
// /api/partners/account/deletion, /api/auth/change-password, /api/auth/two-factor/* and /api/auth/login/two-factor.

export type Preferences = NotificationPreferencesInput;

const texts = errorCatalogue.account;
const signedIn = { signOutOn401: true } as const;

export const accountApi = {
  preferences: () =>
    call<{ preferences: Preferences }>("/api/partners/notification-preferences", {
      errors: texts.loadPreferences,
      ...signedIn,
    }),
  savePreferences: (preferences: Preferences) =>
    call<{ preferences: Preferences }>("/api/partners/notification-preferences", {
      method: "PUT",
      json: preferences,
      errors: texts.savePreferences,
      ...signedIn,
    }),
  changePassword: (currentPassword: string, newPassword: string) =>
    call<{ message: string }>("/api/auth/change-password", {
      json: { currentPassword, newPassword },
      errors: texts.changePassword,
      ...signedIn,
    }),
  twoFactorStatus: () =>
    call<{ enabled: boolean; recoveryCodesLeft: number }>("/api/auth/two-factor", {
      errors: texts.twoFactorStatus,
      ...signedIn,
    }),
  startTwoFactor: () =>
    call<{ secret: string; otpauthUrl: string; qrCode: string }>("/api/auth/two-factor/setup", {
      method: "POST",
      errors: texts.startTwoFactor,
      ...signedIn,
    }),
  enableTwoFactor: (code: string) =>
    call<{ recoveryCodes: string[]; message: string }>("/api/auth/two-factor/enable", {
      json: { code },
      errors: texts.enableTwoFactor,
      ...signedIn,
    }),
  disableTwoFactor: (code: string) =>
    call<{ message: string }>("/api/auth/two-factor/disable", {
      json: { code },
      errors: texts.disableTwoFactor,
      ...signedIn,
    }),
  requestDeletion: (reason: string) =>
    call<{ message: string; request: { id: string; requestedAt: string } }>(
      "/api/partners/account/deletion",
      {
        json: reason ? { reason } : {},
        errors: texts.requestDeletion,
        ...signedIn,
      },
    ),
  deletionRequest: () =>
    call<{ request: { id: string; requestedAt: string } | null }>("/api/partners/account/deletion", {
      method: "GET",
      errors: texts.requestDeletion,
      ...signedIn,
    }),
  withdrawDeletion: () =>
    call<{ message: string }>("/api/partners/account/deletion", {
      method: "DELETE",
      errors: texts.withdrawDeletion,
      ...signedIn,
    }),
  // No sign-out on 401 here: the visitor is not signed in yet, and the form shows the text.
  loginSecondStep: (pendingToken: string, code: string, remember: boolean) =>
    call<{ token: string; user: PortalUser }>("/api/auth/login/two-factor", {
      json: { pendingToken, code, remember },
      errors: texts.loginSecondStep,
    }),
};
