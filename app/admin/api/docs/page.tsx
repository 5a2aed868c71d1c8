import { ApiReference } from "@/components/api-docs/api-reference";
import { PageHeader } from "@/components/admin/page-header";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { env } from "@/lib/server/env";
import { buildOpenApiDocument } from "@/lib/api/openapi/document";

export const metadata = { title: "API reference" };

// The whole API as the team's keys see it, from the document /api/v1/openapi.json serves.
export default async function ApiDocsPage() {
  await requireAdminPage();
  return (
    <>
      <PageHeader
        title="API reference"
        description="Team keys reach every partner's rows; a partner company's key reaches its own deals and referrals."
        back={{ href: "/admin/api", label: "API keys and webhooks" }}
      />
      <ApiReference document={buildOpenApiDocument(env().APP_URL)} />
    </>
  );
}
