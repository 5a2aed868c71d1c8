"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/portal/ui/button";
import { emptyStates } from "@/content/portal";
import { enumLabel } from "@/content/portal-labels";
import { EmptyState, Facts, Panel, ProgressBar, StatCard, StatusBadge } from "./dashboard-ui";
import { formatDate } from "./format";
import { TabButton } from "./tab-button";
import type { TrainingCourse } from "@/lib/validation/training";

// The reading view's code loads when a course opens.
const TrainingCourseView = dynamic(() => import("./training-course-view").then((m) => m.TrainingCourseView));

const actionFor = (status: string) =>
  status === "not_started" ? "Start" : status === "completed" ? "Review" : "Continue";

export function TrainingTab({ courses, tier }: { courses: TrainingCourse[]; tier: string }) {
  const router = useRouter();
  // The course open in the reading view (Start, Continue or Review), if any.
  const [openId, setOpenId] = useState<string | null>(null);
  // Back to the list reads it again, so it shows the new progress.
  if (openId)
    return (
      <TrainingCourseView
        courseId={openId}
        onClose={() => {
          setOpenId(null);
          router.refresh();
        }}
      />
    );
  const count = (status: string) => courses.filter((c) => c.status === status).length;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Partner Tier" value={`${enumLabel(tier || "bronze")} Partner`} />
        <StatCard label="Completed" value={count("completed")} />
        <StatCard label="In Progress" value={count("in_progress")} />
        <StatCard label="Certified" value={courses.filter((c) => c.certificate).length} />
      </div>
      <Panel title="Training Courses">
        {courses.length === 0 ? (
          <EmptyState
            action={
              <TabButton variant="secondary" tab="resources">
                {emptyStates.training.action}
              </TabButton>
            }
          >
            {emptyStates.training.text}
          </EmptyState>
        ) : (
          <ul className="space-y-4" aria-label="Training courses">
            {courses.map((course) => (
              <li
                key={course.id}
                className="rounded-lg border border-slate-200 p-4"
                data-testid="training-card"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-semibold text-ink">{course.title}</h3>
                  <div className="flex flex-wrap gap-2">
                    {course.certificate ? (
                      <span className="rounded-full bg-brand/10 px-2.5 py-0.5 text-xs font-semibold text-brand-dark">
                        Certified
                      </span>
                    ) : null}
                    <StatusBadge status={course.status} />
                  </div>
                </div>
                <div className="mt-3">
                  <Facts
                    items={[
                      ["Duration", course.duration],
                      ["Current Module", course.currentModule || "N/A"],
                      ["Completed", course.completedDate ? formatDate(course.completedDate) : "N/A"],
                    ]}
                  />
                </div>
                <div className="mt-3 flex items-center gap-3">
                  <div className="flex-1">
                    <ProgressBar value={course.progress} label={`${course.title} progress`} />
                  </div>
                  <span className="w-12 text-right text-sm font-semibold text-slate-800">
                    {course.progress}%
                  </span>
                  <Button
                    variant="secondary"
                    onClick={() => setOpenId(course.id)}
                    aria-label={`${actionFor(course.status)} ${course.title}`}
                  >
                    {actionFor(course.status)}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
