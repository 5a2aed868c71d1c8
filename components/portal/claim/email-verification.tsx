"use client";

import { Button } from "@/components/portal/ui/button";
import { FieldError, fieldIds, inputBorder, inputClass } from "@/components/portal/ui/field";
import { formatMinutesSeconds } from "./use-countdown";
import type { EmailVerification } from "./use-email-verification";

/** Send code, the 6-digit code field, Verify and the Resend countdown, under the email field. */
export function EmailVerificationControls({ verification }: { verification: EmailVerification }) {
  const v = verification;
  if (v.verified) {
    return (
      <p role="status" className="mt-2 flex items-center gap-2 text-sm font-semibold text-green-800">
        <span aria-hidden="true">✓</span>
        <span>Email verified</span>
      </p>
    );
  }
  if (!v.codeSent) {
    return (
      <Button variant="secondary" className="mt-2" busy={v.busy === "send"} onClick={() => void v.send()}>
        Send Code
      </Button>
    );
  }
  const waiting = v.secondsLeft > 0;
  return (
    <div className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <p className="text-sm text-slate-700" role="status">
        We sent a 6-digit code to your company email. Enter it below.
      </p>
      <label htmlFor="otp" className="mt-3 block text-sm font-medium text-slate-800">
        Verification code
      </label>
      <div className="mt-1.5 flex flex-wrap gap-2">
        <input
          id="otp"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          value={v.code}
          onChange={(e) => v.setCode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void v.verify();
            }
          }}
          className={`${inputClass} ${inputBorder(v.codeError)} w-36 font-mono tracking-[0.3em]`}
          {...fieldIds("otp", v.codeError)}
        />
        <Button busy={v.busy === "verify"} onClick={() => void v.verify()}>
          Verify
        </Button>
        <Button variant="ghost" disabled={waiting || v.busy !== null} onClick={() => void v.send()}>
          {waiting ? `Resend ${formatMinutesSeconds(v.secondsLeft)}` : "Resend Code"}
        </Button>
      </div>
      <FieldError id="otp" error={v.codeError} />
    </div>
  );
}
