import { call } from "./api";

// The confirmation page's side of /api/unsubscribe (the same address mail clients post to).

export const unsubscribeApi = {
  confirm: (token: string) =>
    call<{ message: string }>(`/api/unsubscribe?${new URLSearchParams({ token })}`, {
      method: "POST",
      errors: { fallback: "Could not unsubscribe you. Please try again, or change it in Settings." },
    }),
};
