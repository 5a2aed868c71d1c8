import { call, type PortalUser } from "./portal-api";

// Settings and two-factor sign-in: the browser side of /api/partners/notification-preferences,
// /api/partners/account/deletion, /api/auth/change-password, /api/auth/two-factor/* and /api/auth/login/two-factor.

export interface Preferences {
  deal_updates: boolean;
  commission_payments: boolean;
  training_reminders: boolean;
  partner_announcements: boolean;
}

const fallback = (text: string) => ({ fallback: text });

export const accountApi = {
  preferences: () => call<{ preferences: Preferences }>("/partners/notification-preferences", { errors: fallback("Could not load your notification settings."), signOutOn401: true }),
  savePreferences: (preferences: Preferences) =>
    call<{ preferences: Preferences }>("/partners/notification-preferences", { method: "PUT", json: preferences, errors: fallback("Could not save your notification settings."), signOutOn401: true }),
  changePassword: (currentPassword: string, newPassword: string) =>
    call<{ message: string }>("/auth/change-password", { json: { currentPassword, newPassword }, errors: fallback("Could not change your password. Please try again."), signOutOn401: true }),
  twoFactorStatus: () => call<{ enabled: boolean; recoveryCodesLeft: number }>("/auth/two-factor", { errors: fallback("Could not load your two-factor settings."), signOutOn401: true }),
  startTwoFactor: () => call<{ secret: string; otpauthUrl: string; qrCode: string }>("/auth/two-factor/setup", { method: "POST", errors: fallback("Could not start the set-up. Please try again."), signOutOn401: true }),
  enableTwoFactor: (code: string) => call<{ recoveryCodes: string[]; message: string }>("/auth/two-factor/enable", { json: { code }, errors: fallback("Could not turn on two-factor authentication."), signOutOn401: true }),
  disableTwoFactor: (code: string) => call<{ message: string }>("/auth/two-factor/disable", { json: { code }, errors: fallback("Could not turn off two-factor authentication."), signOutOn401: true }),
  requestDeletion: (reason: string) =>
    call<{ message: string }>("/partners/account/deletion", { json: reason ? { reason } : {}, errors: fallback("Could not send your request. Please try again."), signOutOn401: true }),
  // No sign-out on 401 here: the visitor is not signed in yet, and the form shows the text.
  loginSecondStep: (pendingToken: string, code: string, remember: boolean) =>
    call<{ token: string; user: PortalUser }>("/auth/login/two-factor", { json: { pendingToken, code, remember }, errors: fallback("An unexpected error occurred. Please try again.") }),
};
