import type { ExternalToast } from "sonner";

// The portal's toasts without sonner in a page's first load: a call loads sonner (and waits
// for the portal's toaster, which mounts once the page is interactive) and then shows the
// toast. Each toast gets its id at once, so a caller can dismiss it before it has shown.

type Sonner = typeof import("sonner");
let sonner: Promise<Sonner> | null = null;
let toasterReady: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  toasterReady = resolve;
});
let lastId = 0;

const load = () => (sonner ??= import("sonner"));

/** Called by the portal's toaster once it listens: the toasts waiting for it show then. */
export function markToasterMounted(): void {
  toasterReady();
}

function show(kind: "success" | "error", message: string, options: ExternalToast = {}): string | number {
  const id = options.id ?? `portal-toast-${(lastId += 1)}`;
  void Promise.all([load(), toasterMounted]).then(([{ toast: sonnerToast }]) =>
    sonnerToast[kind](message, { ...options, id }),
  );
  return id;
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  dismiss: (id?: string | number) => {
    void Promise.all([load(), toasterMounted]).then(([{ toast: sonnerToast }]) => sonnerToast.dismiss(id));
  },
};
