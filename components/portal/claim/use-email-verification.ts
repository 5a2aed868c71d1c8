"use client";

import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { portalApi } from "@/lib/client/auth";
import { authMessages } from "@/lib/validation/auth-messages";
import { isEmailAddress } from "@/lib/validation/email-address";
import { useCountdown } from "./use-countdown";

export const RESEND_SECONDS = 300;
export const MAX_SENDS = 3;

const normalise = (email: string) => email.trim().toLowerCase();

/** The code's schema (zod): asked for once a code is sent, awaited by Verify. */
const loadCodeSchema = () => import("@/lib/validation/auth").then((module) => module.otpCodeSchema);

/** What to do when a request got no answer: the page shows the Network Error banner. */
export type OnNetworkError = (retry: () => void) => void;

/**
 * The claim's company-email verification: send a code (at most 3 per form session, then
 * a 300-second wait before each resend), type it, verify it. Editing the email to another
 * address starts over, send count included.
 */
export function useEmailVerification(email: string, onNetworkError: OnNetworkError) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const [sendCount, setSendCount] = useState(0);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [code, setCodeState] = useState("");
  const [codeError, setCodeError] = useState("");
  const [emailError, setEmailError] = useState("");
  const [busy, setBusy] = useState<"send" | "verify" | null>(null);
  const secondsLeft = useCountdown(resendAt, RESEND_SECONDS);

  const current = normalise(email);
  const tracked = verifiedEmail ?? sentTo;
  // Derived during render rather than in an effect, so a changed address never shows as verified.
  if (tracked !== null && tracked !== current) {
    setSentTo(null);
    setVerifiedEmail(null);
    setSendCount(0);
    setResendAt(null);
    setCodeState("");
    setCodeError("");
  }

  async function send() {
    setEmailError("");
    const address = email.trim();
    const problem = !address
      ? authMessages.otpEmailMissing
      : !isEmailAddress(address)
        ? authMessages.emailInvalid
        : null;
    if (problem) {
      setEmailError(problem);
      toast.error(problem);
      return;
    }
    if (sendCount >= MAX_SENDS) {
      toast.error(authMessages.otpSendLimit);
      return;
    }
    setBusy("send");
    const result = await portalApi.sendOtp(address);
    setBusy(null);
    if (!result.ok) {
      if (result.network) onNetworkError(() => void send());
      else toast.error(result.message);
      return;
    }
    toast.success(authMessages.otpSent);
    void loadCodeSchema();
    setSentTo(normalise(address));
    setSendCount((count) => count + 1);
    setResendAt(Date.now() + RESEND_SECONDS * 1000);
    setCodeState("");
    setCodeError("");
  }

  async function verify() {
    const parsed = (await loadCodeSchema()).safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? authMessages.otpInvalid);
      return;
    }
    setBusy("verify");
    const result = await portalApi.verifyOtp(email.trim(), code);
    setBusy(null);
    if (!result.ok) {
      if (result.network) return onNetworkError(() => void verify());
      setCodeError(result.message);
      toast.error(result.message);
      return;
    }
    toast.success(authMessages.otpVerified);
    setVerifiedEmail(current);
    setResendAt(null);
  }

  return {
    verified: verifiedEmail !== null && verifiedEmail === current,
    codeSent: sentTo !== null,
    sendCount,
    secondsLeft,
    code,
    codeError,
    emailError,
    busy,
    /** Keeps digits only, at most 6. */
    setCode: (value: string) => {
      setCodeState(value.replace(/\D/g, "").slice(0, 6));
      setCodeError("");
    },
    clearEmailError: () => setEmailError(""),
    /** A claim attempt used the verification up: the email needs a new code. */
    requireAgain: () => {
      setVerifiedEmail(null);
      setSentTo(null);
      setResendAt(null);
      setCodeState("");
    },
    send,
    verify,
  };
}
export type EmailVerification = ReturnType<typeof useEmailVerification>;
