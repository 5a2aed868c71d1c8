import "server-only";
import type { Selectable } from "kysely";
import type { TrainingCoursesTable } from "@/lib/server/db/schema/training";
import type { TrainingCourse } from "@/lib/validation/training";

// A training course row to the dashboard's shape (PostgreSQL returns numbers as strings).

export function toTrainingDto(row: Selectable<TrainingCoursesTable>): TrainingCourse {
  return {
    id: row.id,
    title: row.title,
    duration: row.duration,
    currentModule: row.current_module,
    completedDate: row.completed_date,
    status: row.status,
    progress: Number(row.progress),
    certificate: Number(row.certificate) === 1,
  };
}
