"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { Button, buttonClass } from "@/components/portal/ui/button";
import { trainingCopy } from "@/content/training-courses";
import { trainingApi } from "@/lib/client/training";
import { EmptyState, LoadError, Panel, ProgressBar, StatusBadge } from "./dashboard-ui";
import { TrainingModuleList } from "./training-module-list";
import type { TrainingCourseDetail } from "@/lib/validation/training";

// The reading view of one course: the module list, the selected module, progress, previous
// and next, and Mark complete on the current module. It opens on the current module (the
// first one not completed), or on the first when the course is done.

const bodyClass =
  "mt-4 space-y-3 text-slate-800 [&_a]:font-medium [&_a]:text-brand-dark [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-2 [&_ul]:list-disc [&_ul]:pl-6";

export function TrainingCourseView({ courseId, onClose }: { courseId: string; onClose: () => void }) {
  const [course, setCourse] = useState<TrainingCourseDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState(0);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async () => {
    setFailed(false);
    const result = await trainingApi.course(courseId);
    if (!result.ok) {
      if (result.status !== 401) setFailed(true);
      return;
    }
    const loaded = result.data.course;
    setCourse(loaded);
    setSelected(
      Math.max(
        0,
        loaded.modules.findIndex((m) => m.id === loaded.currentModuleId),
      ),
    );
  }, [courseId]);

  useEffect(() => {
    // Loading on open is the point of this effect: the course arrives from the API.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  const select = (index: number) => {
    setSelected(index);
    heading.current?.focus();
  };

  const markComplete = async (moduleId: string) => {
    setBusy(true);
    const result = await trainingApi.complete(courseId, moduleId);
    setBusy(false);
    if (!result.ok) {
      if (result.status !== 401) toast.error(result.message);
      return;
    }
    const updated = result.data.course;
    setCourse(updated);
    if (result.data.certified)
      toast.success(trainingCopy.certified(updated.title, result.data.pointsAwarded));
    else
      toast.success(
        updated.status === "completed"
          ? trainingCopy.courseCompleted(updated.title)
          : trainingCopy.moduleCompleted,
      );
    const next = updated.modules.findIndex((m) => m.id === updated.currentModuleId);
    if (next >= 0) select(next);
  };

  const back = (
    <Button variant="secondary" onClick={onClose}>
      Back to courses
    </Button>
  );
  if (failed) return <LoadError message={trainingCopy.loadFailed} onRetry={() => void load()} />;
  if (!course)
    return (
      <p className="text-slate-600" role="status">
        Loading course...
      </p>
    );
  const part = course.modules[selected];
  return (
    <Panel title={course.title} actions={back}>
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={course.status} />
        {course.certificate ? (
          <span className="rounded-full bg-brand/10 px-2.5 py-0.5 text-xs font-semibold text-brand-dark">
            Certified
          </span>
        ) : null}
        {course.certification && !course.certificate ? (
          <span className="text-sm text-slate-600">
            Certification course: {course.points} points on completion
          </span>
        ) : null}
      </div>
      <div className="mt-3 flex items-center gap-3">
        <div className="flex-1">
          <ProgressBar value={course.progress} label={`${course.title} progress`} />
        </div>
        <span className="w-12 text-right text-sm font-semibold text-slate-800" data-testid="course-progress">
          {course.progress}%
        </span>
      </div>
      {!part ? (
        <div className="mt-4">
          <EmptyState>{trainingCopy.noModules}</EmptyState>
        </div>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
          <TrainingModuleList
            modules={course.modules}
            selected={selected}
            currentId={course.currentModuleId}
            onSelect={select}
          />
          <article aria-labelledby="module-title">
            <p className="text-sm text-slate-600">
              Module {selected + 1} of {course.modules.length}
            </p>
            <h3
              id="module-title"
              ref={heading}
              tabIndex={-1}
              className="text-xl font-semibold text-ink outline-none"
            >
              {part.title}
            </h3>
            {/* Rendered on the server by markdown-it with raw HTML off and links checked
                (lib/server/training/markdown.ts): this markup is safe to insert. */}
            <div className={bodyClass} dangerouslySetInnerHTML={{ __html: part.bodyHtml }} />
            {part.videoUrl || part.resourceUrl ? (
              <div className="mt-4 flex flex-wrap gap-3">
                {part.videoUrl ? (
                  <a
                    className={buttonClass("secondary")}
                    href={part.videoUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Watch the video
                  </a>
                ) : null}
                {part.resourceUrl ? (
                  <a className={buttonClass("secondary")} href={part.resourceUrl}>
                    Download the resource
                  </a>
                ) : null}
              </div>
            ) : null}
            <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
              <Button variant="secondary" disabled={selected === 0} onClick={() => select(selected - 1)}>
                Previous
              </Button>
              {part.completed ? (
                <span className="text-sm font-semibold text-green-800">Completed</span>
              ) : part.id === course.currentModuleId ? (
                <Button busy={busy} onClick={() => void markComplete(part.id)}>
                  Mark complete
                </Button>
              ) : (
                <span className="text-sm text-slate-600">Complete the earlier modules first</span>
              )}
              <Button
                variant="secondary"
                disabled={selected >= course.modules.length - 1}
                onClick={() => select(selected + 1)}
              >
                Next
              </Button>
            </div>
          </article>
        </div>
      )}
    </Panel>
  );
}
