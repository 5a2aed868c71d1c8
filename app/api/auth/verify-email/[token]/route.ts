// GET /api/auth/verify-email/{token}: marks the account's email verified (single-use link, 24 hours).
import { withHandler } from "@/lib/api/handler";
import { verifyEmail } from "@/lib/server/auth/email-verification";

export const GET = withHandler(
  {
    rateLimit: {
      name: "verify-email:ip",
      limit: 30,
      windowMs: 15 * 60_000,
      message: "Too many requests. Please wait before trying again.",
    },
  },
  async ({ params }) => {
    const { message } = await verifyEmail(params.token ?? "");
    return { success: true, message };
  },
);
