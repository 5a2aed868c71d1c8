import type { ExternalToast, toast as sonnerToast } from "sonner";

// The portal's toasts without sonner in a page's first load: the portal's toaster (which
// loads once the page is interactive) hands over sonner's `toast` when it mounts; a toast
// asked for before then waits for it, one asked for after goes straight to sonner. Each
// toast gets its id at once, so a caller can dismiss it before it has shown.

type Sonner = typeof sonnerToast;
let sonner: Sonner | null = null;
const waiting: ((toast: Sonner) => void)[] = [];
let lastId = 0;

/** Called by the portal's toaster once it listens: the toasts waiting for it show then. */
export function markToasterMounted(toast: Sonner): void {
  sonner = toast;
  for (const call of waiting.splice(0)) call(toast);
}

function whenMounted(call: (toast: Sonner) => void): void {
  if (sonner) call(sonner);
  else waiting.push(call);
}

function show(kind: "success" | "error", message: string, options: ExternalToast = {}): string | number {
  const id = options.id ?? `portal-toast-${(lastId += 1)}`;
  whenMounted((toast) => toast[kind](message, { ...options, id }));
  return id;
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  dismiss: (id?: string | number) => whenMounted((toast) => toast.dismiss(id)),
};
