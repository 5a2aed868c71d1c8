"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { callConsole } from "@/lib/client/console";
import { FormError, secondaryButtonClass } from "../form-field";
import { ModuleForm } from "../lazy-forms";
import type { ResourceOption } from "./module-form";

export interface AdminModule {
  id: string;
  title: string;
  body: string;
  videoUrl: string | null;
  resourceId: string | null;
}

// The course's modules in reading order: move up or down, edit in place, remove.
export function ModuleList({
  courseId,
  modules,
  resources,
}: {
  courseId: string;
  modules: AdminModule[];
  resources: ResourceOption[];
}) {
  const router = useRouter();
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [, startTransition] = useTransition();

  async function run(url: string, method: "PUT" | "DELETE", body: unknown, success: string) {
    setBusy(true);
    setError(null);
    const result = await callConsole(url, { method, body });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    toast.success(success);
    startTransition(() => router.refresh());
  }

  const move = (index: number, by: number) => {
    const ids = modules.map((m) => m.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void run(`/api/admin/training/${courseId}/modules/order`, "PUT", { moduleIds: ids }, "Order saved.");
  };

  if (modules.length === 0)
    return (
      <p className="text-sm text-slate-600">
        No modules yet. Partners see this course as empty until one is added.
      </p>
    );
  return (
    <div className="flex flex-col gap-2">
      <FormError message={error} />
      <ol className="flex flex-col gap-3" aria-label="Modules">
        {modules.map((part, index) => (
          <li key={part.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium text-ink">
                {index + 1}. {part.title}
              </p>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  disabled={busy || index === 0}
                  onClick={() => move(index, -1)}
                  className={secondaryButtonClass}
                  aria-label={`Move ${part.title} up`}
                >
                  Up
                </button>
                <button
                  type="button"
                  disabled={busy || index === modules.length - 1}
                  onClick={() => move(index, 1)}
                  className={secondaryButtonClass}
                  aria-label={`Move ${part.title} down`}
                >
                  Down
                </button>
                <button
                  type="button"
                  onClick={() => setEditing(editing === part.id ? null : part.id)}
                  className={secondaryButtonClass}
                  aria-label={`Edit ${part.title}`}
                  aria-expanded={editing === part.id}
                >
                  Edit
                </button>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() =>
                    void run(
                      `/api/admin/training/${courseId}/modules/${part.id}`,
                      "DELETE",
                      undefined,
                      "Module removed.",
                    )
                  }
                  className={secondaryButtonClass}
                  aria-label={`Remove ${part.title}`}
                >
                  Remove
                </button>
              </div>
            </div>
            {editing === part.id ? (
              <div className="mt-3">
                <ModuleForm
                  courseId={courseId}
                  module={{
                    id: part.id,
                    title: part.title,
                    body: part.body,
                    videoUrl: part.videoUrl ?? "",
                    resourceId: part.resourceId ?? "",
                  }}
                  resources={resources}
                  onDone={() => setEditing(null)}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
