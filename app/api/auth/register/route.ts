// POST /api/auth/register: multipart registration (a `data` JSON field and up to 10 `attachments`) from a claim approval or invitation link.
import { NextResponse } from "next/server";
import { Refusal } from "@/lib/refusal";
import { withHandler } from "@/lib/api/handler";
import { parseWith } from "@/lib/validation/parse";
import { setSessionCookie } from "@/lib/server/auth/session";
import { registerWithLink } from "@/lib/server/registration/submit-registration";
import { attachmentLimits, checkMagicBytes, stagingDir } from "@/lib/server/uploads/attachments";
import { discardStaged, parseMultipart } from "@/lib/server/uploads/multipart";
import { registrationMessages } from "@/lib/validation/registration-messages";
import { registrationPayloadSchema } from "@/lib/validation/registration-payload";

export const POST = withHandler(
  {
    rateLimit: {
      name: "register:ip",
      limit: 10,
      windowMs: 60 * 60_000,
      message: "Too many requests. Please wait before trying again.",
    },
  },
  async ({ request, ip }) => {
    const parsed = await parseMultipart(request, stagingDir(), attachmentLimits);
    try {
      let data: unknown;
      try {
        data = JSON.parse(parsed.fields.data ?? "");
      } catch {
        throw new Refusal(400, registrationMessages.dataMissing);
      }
      const payload = parseWith(registrationPayloadSchema, data);
      await checkMagicBytes(parsed.files);
      const { session, user } = await registerWithLink(payload, parsed.files, {
        ip,
        userAgent: request.headers.get("user-agent"),
      });
      // A company name changed from the approved one leaves the account pending review.
      const message =
        user.status === "pending_approval"
          ? registrationMessages.anonymousSuccess
          : registrationMessages.success;
      const response = NextResponse.json({ success: true, message, token: session.token, user });
      setSessionCookie(response, session);
      return response;
    } finally {
      // The store has its own copies by now: the staged files are always discarded.
      await discardStaged(parsed.files);
    }
  },
);
