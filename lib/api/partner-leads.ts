import "server-only";
import { HOUR_MS } from "@/lib/time";

// What the partner lead and directory profile routes share: their per-address limits.

/** Answers to leads per client address per hour (accept, decline, convert). */
export const leadAnswerLimit = {
  name: "leads:answer",
  limit: 60,
  windowMs: HOUR_MS,
  message: "Too many answers to leads. Please try again later.",
};

/** Directory profile saves per client address per hour (each re-renders the public pages). */
export const directoryProfileLimit = {
  name: "directory:profile",
  limit: 30,
  windowMs: HOUR_MS,
  message: "Too many profile changes. Please try again later.",
  writesOnly: true,
};
