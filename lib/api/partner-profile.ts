import "server-only";
import { HOUR_MS } from "@/lib/time";

// Changes to a person's own profile and to the company's details share one per-account limit:
// each writes an audit line, and a legal change emails the programme team.
export const profileChangeLimit = {
  name: "profile:update",
  limit: 60,
  windowMs: HOUR_MS,
  message: "Too many changes. Please try again later.",
};
