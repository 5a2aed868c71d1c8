"use client";

import { Button } from "@/components/portal/ui/button";
import { Field, fieldIds, inputBorder, inputClass } from "@/components/portal/ui/field";
import type { Captcha } from "./use-captcha";

/**
 * The server-drawn code, a button for a new one, the answer field with its solved state, and
 * the alternative for people who cannot read the image.
 */
export function CaptchaField({ captcha }: { captcha: Captcha }) {
  const hint = captcha.solved
    ? "Solved"
    : "Type the 6 characters shown in the image (letters are not case-sensitive). The code is checked once; a wrong one brings a new image.";
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex h-16 w-[200px] items-center justify-center rounded-lg bg-slate-100">
          {captcha.image ? (
            // The server's PNG as a data URL (allowed by the policy's img-src data:).
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={captcha.image}
              width={200}
              height={64}
              alt="Security code: six distorted characters. If you cannot read it, use Verify another way below."
              data-testid="captcha-image"
            />
          ) : (
            <span className="text-sm text-slate-700">{captcha.loadError || "Loading..."}</span>
          )}
        </div>
        <Button variant="secondary" busy={captcha.loading} onClick={() => void captcha.regenerate()}>
          New Code
        </Button>
      </div>
      <Field
        id="captcha"
        label="Enter the security code"
        required
        hint={hint}
        error={captcha.notice || undefined}
      >
        <input
          id="captcha"
          name="captcha"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          value={captcha.answer}
          readOnly={captcha.solved}
          onChange={(e) => captcha.setAnswer(e.target.value)}
          className={`${inputClass} ${inputBorder(captcha.notice)} w-48 font-mono uppercase tracking-widest`}
          aria-required
          {...fieldIds("captcha", captcha.notice || undefined, hint)}
        />
      </Field>
      {captcha.solved ? (
        <p role="status" className="flex items-center gap-2 text-sm font-semibold text-green-800">
          <span aria-hidden="true">✓</span> Security check passed
        </p>
      ) : (
        <div className="space-y-1">
          <Button variant="secondary" busy={captcha.working} onClick={() => void captcha.verifyAnotherWay()}>
            Can&apos;t read the code? Verify another way
          </Button>
          <p role="status" className="text-sm text-slate-600">
            {captcha.working ? "Verifying in your browser; this takes a few seconds..." : ""}
          </p>
        </div>
      )}
    </div>
  );
}
