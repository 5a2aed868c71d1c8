import type { TrainingCourseDetail } from "@/lib/validation/training";
import { call } from "./api";

// The partner's training calls: one course with its modules, and Mark complete.

const signedIn = { signOutOn401: true } as const;
const enc = encodeURIComponent;

export const trainingApi = {
  course: (id: string) =>
    call<{ course: TrainingCourseDetail }>(`/api/partners/training/${enc(id)}`, signedIn),
  complete: (id: string, moduleId: string) =>
    call<{ course: TrainingCourseDetail; certified: boolean; pointsAwarded: number }>(
      `/api/partners/training/${enc(id)}/complete`,
      { json: { moduleId }, ...signedIn },
    ),
};
