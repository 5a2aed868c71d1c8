import Link from "next/link";
import { Cell, DataTable } from "@/components/admin/data-table";
import { PageHeader } from "@/components/admin/page-header";
import { CourseForm } from "@/components/admin/lazy-forms";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { listCatalogCourses } from "@/lib/server/training/console";

export const metadata = { title: "Training" };

export default async function TrainingPage() {
  await requireAdminPage();
  const courses = await listCatalogCourses();
  return (
    <>
      <PageHeader
        title="Training"
        description="The courses every partner follows on the Training tab, with their modules in order. A new course is added to every active partner's Training tab."
      />
      <DataTable
        caption="Courses"
        columns={["Course", "Duration", "Modules", "Certification", "Points"]}
        isEmpty={courses.length === 0}
        empty="No courses yet."
      >
        {courses.map((course) => (
          <tr key={course.id}>
            <Cell className="font-medium">
              <Link
                href={`/admin/training/${course.id}`}
                className="text-brand-dark underline-offset-2 hover:underline"
              >
                {course.title}
              </Link>
            </Cell>
            <Cell>{course.duration}</Cell>
            <Cell>{course.modules}</Cell>
            <Cell>{course.certification ? "Yes" : "No"}</Cell>
            <Cell>{course.certification ? course.points : "—"}</Cell>
          </tr>
        ))}
      </DataTable>
      <div className="mt-8">
        <CourseForm />
      </div>
    </>
  );
}
