"use client";

import dynamic from "next/dynamic";

// The market development forms (react-hook-form, and zod on first submit) load beside the
// page rather than in its first load.
export const MdfRequestForm = dynamic(() => import("./mdf-request-form").then((m) => m.MdfRequestForm));
export const MdfClaimForm = dynamic(() => import("./mdf-claim-form").then((m) => m.MdfClaimForm));
