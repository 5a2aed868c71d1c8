import type { TrainingCourseDetailDto } from "@/lib/validation/training";
import { call } from "./portal-api";

// The partner's training calls: one course with its modules, and Mark complete.

const failure = { fallback: "Something went wrong. Please try again." };
const enc = encodeURIComponent;

export const trainingApi = {
  course: (id: string) => call<{ course: TrainingCourseDetailDto }>(`/partners/training/${enc(id)}`, { errors: failure, signOutOn401: true }),
  complete: (id: string, moduleId: string) =>
    call<{ course: TrainingCourseDetailDto; certified: boolean; pointsAwarded: number }>(`/partners/training/${enc(id)}/complete`, { json: { moduleId }, errors: failure, signOutOn401: true }),
};
