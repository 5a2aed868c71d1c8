// Test helper: calls of the resource endpoints as the console and the portal make them, and
// a snapshot of everything a resource call may store (rows, objects, counted downloads).
import { GET as adminListRoute, POST as uploadRoute } from "@/app/api/admin/resources/route";
import { POST as replaceRoute } from "@/app/api/admin/resources/[id]/file/route";
import { GET as downloadRoute } from "@/app/api/partners/resources/[id]/download/route";
import { getDb } from "@/lib/server/db";
import { storage } from "@/lib/server/storage";
import { buildMultipart, callRoute, type UploadPart } from "./routes";

export const resourceFields = (overrides: Record<string, string> = {}) => ({
  title: "Partner pitch deck",
  description: "The 2026 deck.",
  category: "Sales",
  type: "",
  ...overrides,
});

/** The resource calls, signed in as the admin whose token `admin()` returns unless told otherwise. */
export function resourceCalls(admin: () => string) {
  return {
    upload(
      form: Record<string, string>,
      files: UploadPart[],
      options: { token?: string; headers?: Record<string, string> } = {},
    ) {
      const { body, contentType } = buildMultipart(
        form,
        files.map((file) => ({ field: "file", ...file })),
      );
      return callRoute(uploadRoute, "/api/admin/resources", {
        rawBody: new Uint8Array(body),
        headers: { "content-type": contentType, ...options.headers },
        token: options.token ?? admin(),
      });
    },
    replace(
      id: string,
      files: UploadPart[],
      options: { token?: string; headers?: Record<string, string>; form?: Record<string, string> } = {},
    ) {
      const { body, contentType } = buildMultipart(
        options.form ?? {},
        files.map((file) => ({ field: "file", ...file })),
      );
      return callRoute(replaceRoute, "/x", {
        rawBody: new Uint8Array(body),
        headers: { "content-type": contentType, ...options.headers },
        token: options.token ?? admin(),
        params: { id },
      });
    },
    download: (id: string, token: string | undefined, headers: Record<string, string> = {}) =>
      callRoute(downloadRoute, "/x", { token, params: { id }, headers }),
    list: (query: string, token?: string) =>
      callRoute(adminListRoute, `/api/admin/resources?${query}`, { token: token ?? admin() }),
  };
}

export async function storedResourceKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of storage().list("resources/")) keys.push(item.key);
  return keys.sort();
}

/** Everything a resource call may change: the rows, the stored objects, the counted downloads. */
export async function resourceSnapshot() {
  const db = await getDb();
  const rows = await db
    .selectFrom("resources")
    .select(["id", "file_key", "download_count", "title"])
    .orderBy("id")
    .execute();
  return {
    rows,
    keys: await storedResourceKeys(),
    downloads: (await db.selectFrom("resource_downloads").selectAll().execute()).length,
  };
}
