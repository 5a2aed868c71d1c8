import "@/lib/validation/zod-jitless";
import { z } from "zod";

// Payout runs: the team picks open payout requests and pays them as one run, exporting one
// payment file for the bank (SEPA XML for EUR bank accounts, CSV for the rest).

export const payoutRunMessages = {
  body: "Send requestIds: the payout requests to pay in this run.",
  requestIds: "Choose from 1 to 200 payout requests, each once.",
  requestId: "Each payout request id is a text of at most 64 characters.",
  taken: "A payout request is no longer open or is already in another run; reload the list and choose again.",
  unknown: "One of the payout requests does not exist.",
  held: (partner: string) =>
    `${partner}'s payout method changed less than 24 hours ago: its payouts are held until the hold ends.`,
  noMethod: (partner: string) => `${partner} has no payout method on file.`,
  noLatinName: (partner: string) =>
    `${partner}'s account holder name has no letters a SEPA file can carry: the partner must enter it in Latin letters in Settings, Payouts.`,
  inRun: "This payout request is in a payout run: mark the run paid instead.",
  runPaid: "This payout run is already paid.",
  notFound: "Payout run not found.",
  format: "Choose the payment file's format: sepa or csv.",
  noSepa: "This run has no EUR bank transfers: there is no SEPA file to make.",
  noCsv: "Every payment in this run is a EUR bank transfer: use the SEPA file.",
} as const;

export const payoutRunSchema = z.strictObject(
  {
    requestIds: z
      .array(
        z
          .string(payoutRunMessages.requestId)
          .min(1, payoutRunMessages.requestId)
          .max(64, payoutRunMessages.requestId),
        payoutRunMessages.requestIds,
      )
      .min(1, payoutRunMessages.requestIds)
      .max(200, payoutRunMessages.requestIds)
      .refine((ids) => new Set(ids).size === ids.length, payoutRunMessages.requestIds),
  },
  { error: (issue) => (issue.code === "invalid_type" ? payoutRunMessages.body : undefined) },
);

export const payoutFileQuerySchema = z.strictObject({
  format: z.enum(["sepa", "csv"], payoutRunMessages.format),
});
