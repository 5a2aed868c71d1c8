// GET /api/partners/claim/verify-token/{token}: checks a claim-approval link and returns the claim's data to pre-fill the wizard.
import { withHandler } from "@/lib/api/handler";
import { prefilledDataForToken } from "@/lib/server/registration/links";
import { registrationMessages } from "@/lib/validation/registration-messages";

export const GET = withHandler(
  {
    rateLimit: {
      name: "verify-token:ip",
      limit: 60,
      windowMs: 15 * 60_000,
      message: "Too many requests. Please wait before trying again.",
    },
  },
  async ({ params }) => ({
    success: true,
    prefilledData: await prefilledDataForToken(params.token, "claim", registrationMessages.linkInvalid),
  }),
);
