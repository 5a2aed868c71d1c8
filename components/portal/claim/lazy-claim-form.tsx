"use client";

import dynamic from "next/dynamic";
import { captureEarlyInput } from "@/components/forms/early-input";
import { CLAIM_FORM_ID } from "./claim-validation";

// The claim form (react-hook-form; zod when the visitor first enters it) loads beside the
// page rather than in its first load, which keeps the public portal's first-load budget. The
// server-rendered form shows at once; what is typed into it before its code arrives is kept
// (components/forms/early-input.ts). Its submit button needs the verified email and the solved
// captcha, so a click before the code arrives cannot post the form.
const ClaimForm = dynamic(() => import("./claim-form").then((m) => m.ClaimForm));

export function LazyClaimForm() {
  captureEarlyInput(CLAIM_FORM_ID);
  return <ClaimForm />;
}
