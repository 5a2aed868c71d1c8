"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { portalApi } from "@/lib/client/auth";
import { solveWork } from "@/lib/client/proof-of-work";
import { captchaLength, normaliseCaptchaAnswer } from "@/lib/validation/claim-messages";

/** How long typing must pause before the answer is checked with the server. */
export const CAPTCHA_CHECK_DELAY_MS = 400;
export const captchaWrongMessage = "That code was not right. Here is a new one.";

/**
 * The server's captcha challenge: a PNG image (data URL) and an encrypted token holding the
 * code. Six typed characters are checked once (debounced): the server uses the challenge
 * up either way, so a wrong answer brings a new image. A right one, or the proof-of-work
 * alternative ("verify another way"), gives a one-time pass that the claim spends.
 */
export function useCaptcha() {
  const [challenge, setChallenge] = useState<{ image: string; token: string } | null>(null);
  const [answer, setAnswerState] = useState("");
  const [pass, setPass] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const [loadError, setLoadError] = useState("");
  const [loading, setLoading] = useState(false);
  const [working, setWorking] = useState(false);
  const latest = useRef({ token: "", answer: "" });
  const workRun = useRef(0);

  const regenerate = useCallback(async (message = "") => {
    setLoading(true);
    setLoadError("");
    setPass(null);
    setNotice(message);
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
    const runs = workRun;
    return () => void (runs.current += 1);
  }, [regenerate]);

  useEffect(() => {
    const token = challenge?.token;
    if (!token || normaliseCaptchaAnswer(answer).length !== captchaLength) return;
    const timer = window.setTimeout(async () => {
      // Ignore answers to a question that is no longer current.
      if (latest.current.token !== token || latest.current.answer !== answer) return;
      latest.current.token = "";
      const result = await portalApi.checkCaptcha(token, answer);
      if (result.ok && result.data.valid && result.data.pass) return setPass(result.data.pass);
      // The challenge is used up, right or wrong: only a new one can be answered.
      void regenerate(result.ok ? captchaWrongMessage : result.message);
    }, CAPTCHA_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [answer, challenge?.token, regenerate]);

  /** The alternative for people who cannot read the image: a few seconds of the browser's work. */
  async function verifyAnotherWay() {
    const run = (workRun.current += 1);
    setWorking(true);
    setNotice("");
    const started = await portalApi.workChallenge();
    const nonce = started.ok
      ? await solveWork(started.data.salt, started.data.difficulty, () => workRun.current !== run)
      : null;
    const verified =
      started.ok && nonce !== null ? await portalApi.verifyWork(started.data.challenge, nonce) : null;
    // Left behind by a newer run or by leaving the page.
    if (workRun.current !== run) return;
    setWorking(false);
    if (verified?.ok) setPass(verified.data.pass);
    else setNotice(verified ? verified.message : started.ok ? "" : started.message);
  }

  return {
    image: challenge?.image ?? null,
    /** The one-time pass the claim sends, once the check is passed. */
    pass,
    answer,
    solved: pass !== null,
    loading,
    loadError,
    /** Why the last check failed, shown under the field. */
    notice,
    working,
    setAnswer: (value: string) => {
      setAnswerState(value);
      setNotice("");
      latest.current.answer = value;
    },
    /** A new image, and the pass (spent by a refused claim) forgotten. */
    regenerate,
    verifyAnotherWay,
  };
}
export type Captcha = ReturnType<typeof useCaptcha>;
