"use client";

import { toast } from "@/lib/client/toast";
import { Button } from "@/components/portal/ui/button";
import { RECOVERY_CODES_FILE_NAME, recoveryCodesText } from "./recovery-codes-file";

/** The ten recovery codes, shown once, with Copy and Download (.txt) so they are kept, not retyped. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const text = () => recoveryCodesText(codes);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text());
      toast.success("Recovery codes copied");
    } catch {
      toast.error("Copying was not allowed here: download the codes or write them down.");
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text()], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = RECOVERY_CODES_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    // After the click has handed the file over; revoking at once can cancel it in some browsers.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <div className="space-y-3">
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-base text-slate-900"
        data-testid="recovery-codes"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button variant="secondary" onClick={download}>
          Download (.txt)
        </Button>
      </div>
    </div>
  );
}
