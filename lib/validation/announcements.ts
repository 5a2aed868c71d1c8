import "@/lib/validation/zod-jitless";
import { z } from "zod";

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
  title: z.string({ error: announcementMessages.titleMissing }).trim().min(1, announcementMessages.titleMissing).max(120, announcementMessages.titleLong),
  body: z.string({ error: announcementMessages.bodyMissing }).trim().min(1, announcementMessages.bodyMissing).max(5000, announcementMessages.bodyLong),
});
export type AnnouncementInput = z.infer<typeof announcementSchema>;
