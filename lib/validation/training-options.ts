// A training enrolment's statuses without zod: the console's data editor offers them in the
// browser.

export const trainingStatuses = ["not_started", "in_progress", "completed"] as const;
export type TrainingStatus = (typeof trainingStatuses)[number];
