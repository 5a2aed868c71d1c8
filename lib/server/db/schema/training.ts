import type { Generated } from "kysely";
import type { TrainingStatus } from "@/lib/validation/training-options";

export interface TrainingCoursesTable {
  id: string;
  partner_id: string;
  title: string;
  duration: string;
  current_module: string | null;
  status: TrainingStatus;
  progress: number;
  completed_date: string | null;
  certificate: number;
  /** The course's key in content/onboarding.ts when the partner was enrolled on activation. */
  onboarding_key: string | null;
  created_at: string;
  updated_at: string;
}

/** A course of the programme's catalogue; partners' enrolments point at it by `key`. */
export interface TrainingCatalogTable {
  id: string;
  key: string;
  title: string;
  duration: string;
  description: Generated<string>;
  certification: Generated<number>;
  points: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface TrainingModulesTable {
  id: string;
  course_id: string;
  position: number;
  title: string;
  /** Markdown, rendered with raw HTML off (lib/server/training/markdown.ts). */
  body: string;
  video_url: string | null;
  resource_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface TrainingCompletionsTable {
  enrolment_id: string;
  module_id: string;
  completed_at: string;
}

/** The last reminder of a stalled course sent to one partner user (lib/server/training/reminders.ts). */
export interface TrainingRemindersTable {
  user_id: string;
  enrolment_id: string;
  sent_at: string;
}
