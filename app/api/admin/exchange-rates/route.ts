// GET /api/admin/exchange-rates: every rate entered (history), newest first.
// PUT /api/admin/exchange-rates: adds a rate { base, quote, rate, effectiveFrom } from that day on (audited).
import { withAdmin } from "@/lib/api/session";
import { addExchangeRate, listExchangeRates } from "@/lib/server/money/exchange-rates";
import { exchangeRateSchema } from "@/lib/validation/exchange-rates";

export const GET = withAdmin({}, async () => ({ success: true, rates: await listExchangeRates() }));

export const PUT = withAdmin({ body: exchangeRateSchema }, async ({ body, auth }) => ({
  success: true,
  rate: await addExchangeRate(body, auth.user.id),
}));
