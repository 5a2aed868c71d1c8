import { notFound } from "next/navigation";
import { Refusal } from "@/lib/refusal";
import { AuditTrail } from "@/components/admin/audit-trail";
import { Panel } from "@/components/admin/detail-list";
import { PageHeader } from "@/components/admin/page-header";
import { CourseForm, ModuleForm } from "@/components/admin/lazy-forms";
import { ModuleList } from "@/components/admin/training/module-list";
import { listAuditTrail } from "@/lib/server/audit/audit";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { getCatalogCourse } from "@/lib/server/training/console";
import { listSharedResourceOptions } from "@/lib/server/training/console-modules";

export const metadata = { title: "Course" };

export default async function CoursePage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const course = await getCatalogCourse(id).catch((error: unknown) => {
    if (error instanceof Refusal && error.status === 404) notFound();
    throw error;
  });
  const [audit, resources] = await Promise.all([
    listAuditTrail("training_course", id),
    listSharedResourceOptions(),
  ]);
  return (
    <>
      <PageHeader
        title={course.title}
        description={`Key ${course.key}: partners' enrolments follow this course.`}
        back={{ href: "/admin/training", label: "Training" }}
      />
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-6">
          <CourseForm course={course} />
          <section aria-labelledby="modules-title" className="flex flex-col gap-3">
            <h2 id="modules-title" className="text-lg font-semibold text-ink">
              Modules
            </h2>
            <ModuleList courseId={course.id} modules={course.modules} resources={resources} />
          </section>
          <ModuleForm courseId={course.id} resources={resources} />
        </div>
        <Panel title="History">
          <AuditTrail entries={audit.items} />
        </Panel>
      </div>
    </>
  );
}
