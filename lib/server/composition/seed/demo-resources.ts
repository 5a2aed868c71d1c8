import "server-only";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import PDFDocument from "pdfkit";
import { getDb } from "@/lib/server/db";
import { createResourceFromUpload } from "@/lib/server/resources/console";
import { checkMagicBytes } from "@/lib/server/uploads/attachments";
import type { StagedFile } from "@/lib/server/uploads/multipart";
import { resourceMessages } from "@/lib/validation/resources";

// The shared resource library of the demo, uploaded as the programme team uploads it: each
// resource is a real (small) PDF that the partner's Download button serves. Download counts
// start at 0 and grow only with real downloads.

const resources = [
  [
    "Finlytic AI Sales Playbook",
    "Positioning, discovery questions and objection handling for finance leaders.",
    "Sales",
  ],
  ["ROI Calculator Guide", "How to model close-cycle and reconciliation savings for a prospect.", "Sales"],
  [
    "Integration Guide: ERP Connectors",
    "Setting up NetSuite, SAP and Dynamics 365 connectors step by step.",
    "Technical",
  ],
  [
    "Security and Compliance Overview",
    "SOC 2, data residency and audit trail answers for security reviews.",
    "Technical",
  ],
  ["Co-branded Email Templates", "Announcement and nurture emails ready for your logo.", "Marketing"],
] as const;

/** A one-page PDF with the resource's title and summary. */
export function renderResourcePdf(title: string, description: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: 56,
      info: { Title: title, Author: "Finlytic AI Partner Programme" },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc
      .fontSize(20)
      .text(title)
      .moveDown()
      .fontSize(12)
      .text(description)
      .moveDown()
      .text("Finlytic AI Partner Programme");
    doc.end();
  });
}

const fileNameOf = (title: string) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}.pdf`;

/** Uploads the shared library once: a database that already has shared resources is left as is. */
export async function seedDemoResources(): Promise<number> {
  const db = await getDb();
  const shared = await db
    .selectFrom("resources")
    .select("id")
    .where("partner_id", "is", null)
    .executeTakeFirst();
  if (shared) return 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-resources-"));
  try {
    for (const [title, description, category] of resources) {
      const bytes = await renderResourcePdf(title, description);
      const tempPath = path.join(dir, fileNameOf(title));
      fs.writeFileSync(tempPath, bytes);
      const file: StagedFile = {
        originalName: fileNameOf(title),
        extension: "pdf",
        tempPath,
        size: bytes.length,
      };
      // The same check the upload route makes before the file reaches the service.
      await checkMagicBytes([file], resourceMessages.fileBadType);
      await createResourceFromUpload({ title, description, category }, [file], null);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return resources.length;
}
