import { HOUR_MS } from "@/lib/time";

/** Link changes (create, archive) per client address per hour: a partner makes a few a campaign. */
export const linkCreationLimit = {
  name: "links:write",
  limit: 60,
  windowMs: HOUR_MS,
  message: "Too many link changes. Please try again later.",
};
