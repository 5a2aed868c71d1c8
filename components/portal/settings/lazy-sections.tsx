"use client";

import dynamic from "next/dynamic";

// Settings' larger sections (the team, payout details, API keys: forms that read their own
// data once shown) load beside the page rather than in its first load; the server still
// renders them with the page.

export const TeamSection = dynamic(() => import("./team-section").then((m) => m.TeamSection));
export const PayoutsPanel = dynamic(() => import("./payouts-panel").then((m) => m.PayoutsPanel));
export const ApiKeysPanel = dynamic(() => import("./api-keys-panel").then((m) => m.ApiKeysPanel));
export const SsoPanel = dynamic(() => import("./sso-panel").then((m) => m.SsoPanel));
export const DirectoryProfilePanel = dynamic(() =>
  import("./directory-profile-panel").then((m) => m.DirectoryProfilePanel),
);
