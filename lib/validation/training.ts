import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { multiLineText, singleLineText } from "./text";

// Training: the partner's "Mark complete" and the programme team's course and module
// editing (console and /api/admin/training/*). Objects are strict: an unknown field is a
// mistake the client should hear about, not something silently dropped.

export const trainingMessages = {
  courseNotFound: "Course not found.",
  moduleNotFound: "Module not found.",
  notStarted: "This course has no modules yet.",
  outOfOrder: "Complete the modules in order.",
  alreadyComplete: "This module is already complete.",
  resourceNotFound: "The resource does not exist.",
  orderMismatch: "The order must list every module of the course exactly once.",
  keyTaken: "A course with this title already exists.",
  nothingToUpdate: "Nothing to update.",
} as const;

const id = z.uuid("Not a valid id");
const text = (max: number) =>
  singleLineText(max, { required: "Required", tooLong: `At most ${max} characters` });
const lines = (max: number, required?: string) =>
  multiLineText(max, { required, tooLong: `At most ${max} characters` });

/** Only web addresses: a video link is shown to every partner. */
const httpsUrl = singleLineText(500, {
  tooLong: "At most 500 characters",
  invalid: "Use an https:// address",
}).refine((value) => {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}, "Use an https:// address");

export const completeModuleSchema = z.strictObject({ moduleId: id });

export const courseInputSchema = z.strictObject({
  title: text(200),
  duration: text(40),
  description: lines(1000).default(""),
  certification: z.boolean().default(false),
  points: z.number().int("Whole points only").min(0).max(100_000).default(0),
});

export const courseUpdateSchema = z
  .strictObject({
    title: text(200).optional(),
    duration: text(40).optional(),
    description: lines(1000).optional(),
    certification: z.boolean().optional(),
    points: z.number().int("Whole points only").min(0).max(100_000).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, trainingMessages.nothingToUpdate);

export const moduleInputSchema = z.strictObject({
  title: text(200),
  body: lines(20_000, "Required"),
  videoUrl: httpsUrl.nullable().optional(),
  resourceId: id.nullable().optional(),
});

export const moduleUpdateSchema = z
  .strictObject({
    title: text(200).optional(),
    body: lines(20_000, "Required").optional(),
    videoUrl: httpsUrl.nullable().optional(),
    resourceId: id.nullable().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, trainingMessages.nothingToUpdate);

export const moduleOrderSchema = z.strictObject({
  moduleIds: z
    .array(id)
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, trainingMessages.orderMismatch),
});

export type CourseInput = z.infer<typeof courseInputSchema>;
export type CourseUpdate = z.infer<typeof courseUpdateSchema>;
export type ModuleInput = z.infer<typeof moduleInputSchema>;
export type ModuleUpdate = z.infer<typeof moduleUpdateSchema>;

/** The console's module form: empty video and resource fields mean none. */
export const moduleFormSchema = z.strictObject({
  title: text(200),
  body: lines(20_000, "Required"),
  videoUrl: z.union([z.literal(""), httpsUrl]),
  resourceId: z.union([z.literal(""), id]),
});
export type ModuleFormValues = z.infer<typeof moduleFormSchema>;

export { trainingStatuses, type TrainingStatus } from "./training-options";

/** A partner's training course (its enrolment) as the Training tab lists it. */
export const trainingCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  duration: z.string(),
  currentModule: z.string().nullable(),
  completedDate: z.string().nullable(),
  status: z.string(),
  progress: z.number(),
  certificate: z.boolean(),
});
export type TrainingCourse = z.infer<typeof trainingCourseSchema>;

/** A module as the partner's reading view gets it: the body already rendered safely. */
export const trainingModuleSchema = z.object({
  id: z.string(),
  position: z.number(),
  title: z.string(),
  bodyHtml: z.string(),
  videoUrl: z.string().nullable(),
  /** GET /api/partners/resources/{id}/download, when the module comes with a file. */
  resourceUrl: z.string().nullable(),
  completed: z.boolean(),
});
export type TrainingModule = z.infer<typeof trainingModuleSchema>;

/** GET /api/partners/training/{id}: the course with what the reading view needs. */
export const trainingCourseDetailSchema = trainingCourseSchema.omit({ currentModule: true }).extend({
  description: z.string(),
  /** Whether completing the course earns a certificate. */
  certification: z.boolean(),
  points: z.number(),
  currentModuleId: z.string().nullable(),
  modules: z.array(trainingModuleSchema),
});
export type TrainingCourseDetail = z.infer<typeof trainingCourseDetailSchema>;
