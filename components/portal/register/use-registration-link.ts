"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { portalDelays, registrationCopy } from "@/content/portal";
import { portalRoutes } from "@/lib/portal-routes";
import { portalApi } from "@/lib/client/auth";
import { errorCatalogue } from "@/lib/client/messages";
import { prefill, type WizardForm } from "./wizard-form";

export type LinkState =
  | { kind: "validating" }
  /** Opened without a link: nothing is wrong, the page explains how to register. */
  | { kind: "no-link" }
  | { kind: "load-failed" }
  | { kind: "valid"; form: WizardForm }
  | { kind: "invalid"; message: string; redirectsToClaim: boolean };

/**
 * The wizard's link: a claim approval (`token`) or an invitation (`invite`). A bad claim link
 * sends the visitor to the claim page after 3 seconds; no link at all is no error, and the
 * page stays to explain the ways in.
 */
export function useRegistrationLink(token: string, invite: string) {
  const router = useRouter();
  const [state, setState] = useState<LinkState>(() =>
    token || invite ? { kind: "validating" } : { kind: "no-link" },
  );
  const started = useRef(false);

  const check = useCallback(async () => {
    const isClaim = Boolean(token);
    const result = isClaim
      ? await portalApi.verifyClaimLink(token)
      : await portalApi.verifyInvitation(invite);
    if (result.ok) {
      toast.success(isClaim ? registrationCopy.claimWelcome : registrationCopy.invitationWelcome);
      return setState({ kind: "valid", form: prefill(result.data.prefilledData ?? {}) });
    }
    // No answer or a server fault says nothing about the link: offer to try again.
    if (result.network || result.status >= 500) return setState({ kind: "load-failed" });
    const message = isClaim ? errorCatalogue.claimLinkInvalid : errorCatalogue.invitationInvalid;
    toast.error(message);
    setState({ kind: "invalid", message, redirectsToClaim: isClaim });
  }, [token, invite]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The state changes come after the server's answer, not synchronously.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (token || invite) void check();
  }, [token, invite, check]);

  const redirects = state.kind === "invalid" && state.redirectsToClaim;
  useEffect(() => {
    if (!redirects) return;
    const timer = window.setTimeout(() => router.push(portalRoutes.claim), portalDelays.invalidClaimLink);
    return () => window.clearTimeout(timer);
  }, [redirects, router]);

  const retry = () => {
    setState({ kind: "validating" });
    void check();
  };
  return { state, retry };
}
