// What the one-click unsubscribe answers, for the handler and the confirmation page alike.
export const unsubscribeMessages = {
  done: (label: string) =>
    `You will no longer receive “${label}” emails. You can turn them back on in Settings.`,
  missing: "This unsubscribe link is incomplete. Open the link from the email again.",
  invalid: "This unsubscribe link is not valid. Change your notification settings in the portal's Settings.",
  used: "This unsubscribe link was already used. Change your notification settings in the portal's Settings.",
} as const;
