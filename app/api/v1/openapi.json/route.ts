// GET /api/v1/openapi.json: the API's OpenAPI 3.1 document, generated from its schemas; public.
import { env } from "@/lib/server/env";
import { buildOpenApiDocument } from "@/lib/api/openapi/document";

export function GET(): Response {
  return Response.json(buildOpenApiDocument(env().APP_URL), {
    headers: { "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" },
  });
}
