"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { portalApi } from "@/lib/client/auth";
import { captchaLength, normaliseCaptchaAnswer } from "@/lib/validation/claim";

/** How long typing must pause before the answer is checked with the server. */
export const CAPTCHA_CHECK_DELAY_MS = 400;

/**
 * The server's captcha challenge: a PNG image (data URL) and an encrypted token holding the code.
 * The answer is checked with the server as the visitor types (debounced); the claim
 * endpoint checks it again and uses the challenge up.
 */
export function useCaptcha() {
  const [challenge, setChallenge] = useState<{ image: string; token: string } | null>(null);
  const [answer, setAnswerState] = useState("");
  const [solved, setSolved] = useState(false);
  const [loadError, setLoadError] = useState("");
  const [loading, setLoading] = useState(false);
  const latest = useRef({ token: "", answer: "" });

  const regenerate = useCallback(async () => {
    setLoading(true);
    setLoadError("");
    setSolved(false);
    setAnswerState("");
    latest.current = { token: "", answer: "" };
    const result = await portalApi.captcha();
    setLoading(false);
    if (!result.ok) {
      setLoadError(result.message);
      return;
    }
    setChallenge({ image: result.data.image, token: result.data.token });
    latest.current.token = result.data.token;
  }, []);

  useEffect(() => {
    // Loading the first challenge is the effect's purpose: it comes from the server.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void regenerate();
  }, [regenerate]);

  useEffect(() => {
    const token = challenge?.token;
    if (!token || normaliseCaptchaAnswer(answer).length !== captchaLength) return;
    const timer = window.setTimeout(async () => {
      const result = await portalApi.checkCaptcha(token, answer);
      // Ignore answers to a question that is no longer current.
      if (latest.current.token === token && latest.current.answer === answer) setSolved(result.ok && result.data.valid);
    }, CAPTCHA_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [answer, challenge?.token]);

  return {
    image: challenge?.image ?? null,
    token: challenge?.token ?? "",
    answer,
    solved,
    loading,
    loadError,
    setAnswer: (value: string) => {
      setAnswerState(value);
      setSolved(false);
      latest.current.answer = value;
    },
    regenerate,
  };
}
export type Captcha = ReturnType<typeof useCaptcha>;
