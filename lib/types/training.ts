// A partner's training course (its enrolment): the Training tab's list, and one course
// with its modules for the reading view.

export const trainingStatuses = ["not_started", "in_progress", "completed"] as const;
export type TrainingStatus = (typeof trainingStatuses)[number];

export interface TrainingCourse {
  id: string;
  title: string;
  duration: string;
  currentModule: string | null;
  completedDate: string | null;
  status: string;
  progress: number;
  certificate: boolean;
}

/** A module as the partner's reading view gets it: the body already rendered safely. */
export interface TrainingModule {
  id: string;
  position: number;
  title: string;
  bodyHtml: string;
  videoUrl: string | null;
  /** GET /api/partners/resources/{id}/download, when the module comes with a file. */
  resourceUrl: string | null;
  completed: boolean;
}

/** GET /api/partners/training/{id}: the course with what the reading view needs. */
export interface TrainingCourseDetail extends Omit<TrainingCourse, "currentModule"> {
  description: string;
  /** Whether completing the course earns a certificate. */
  certification: boolean;
  points: number;
  currentModuleId: string | null;
  modules: TrainingModule[];
}
