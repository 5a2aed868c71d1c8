import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { multiLineText, singleLineText } from "./text";

// The programme team's announcement to every active partner (the console's Announcements).

export const announcementMessages = {
  titleMissing: "Enter a title.",
  titleLong: "Keep the title to 120 characters.",
  bodyMissing: "Enter the announcement.",
  bodyLong: "Keep the announcement to 5,000 characters.",
  posted: "Announcement posted.",
  noPartners: "There are no active partners to announce to.",
} as const;

export const announcementSchema = z.strictObject({
  title: singleLineText(120, {
    required: announcementMessages.titleMissing,
    tooLong: announcementMessages.titleLong,
  }),
  body: multiLineText(5000, {
    required: announcementMessages.bodyMissing,
    tooLong: announcementMessages.bodyLong,
  }),
});
export type AnnouncementInput = z.infer<typeof announcementSchema>;
