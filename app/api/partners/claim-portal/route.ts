// POST /api/partners/claim-portal: stores a partnership claim (verified email and solved captcha required).
import { withHandler } from "@/lib/api/handler";
import { receiveClaim } from "@/lib/server/claims/submit-claim";
import { claimMessages, claimSubmissionSchema } from "@/lib/validation/claim";

export const POST = withHandler(
  {
    body: claimSubmissionSchema,
    maxBodyBytes: 64 * 1024,
    rateLimit: { name: "claim:ip", limit: 5, windowMs: 60 * 60_000, message: claimMessages.tooMany },
  },
  async ({ body }) => {
    // The same answer whether the claim was stored or its company already had one.
    await receiveClaim(body);
    return { success: true, message: claimMessages.submitted };
  },
);
