// The tables of bad input for the team's deal decisions (approve, reject, stage) in tests
// (imported by *.test.ts only); the harness is ./deal-console-refusals.ts.
import { adminMessages } from "@/lib/validation/admin";
import { invalidCharactersMessage } from "@/lib/validation/parse";
import { textMessages } from "@/lib/validation/text";
import { dealDecisionMessages, dealMessages } from "@/lib/validation/deals";
import { bodyCases, callerCases, fx, idCases, unknownKey, type Case } from "./deal-console-refusals";

export const approveCases: Case[] = [
  ...idCases("pending", undefined),
  ["approving it twice (already approved)", fx("approved"), undefined, 409, dealMessages.dealReviewed],
  ["a rejected deal", fx("rejected"), undefined, 409, dealMessages.dealReviewed],
  ["a closed won deal", fx("won"), undefined, 409, dealMessages.dealReviewed],
  ["an approved deal waiting on its extension", fx("requested"), undefined, 409, dealMessages.dealReviewed],
  ...callerCases("pending", undefined),
];

const reason = { reason: "Already a direct customer." };
const reasonRequired = adminMessages.reasonRequired;
export const rejectCases: Case[] = [
  ...idCases("pending", reason),
  ["no reason", fx("pending"), {}, 400, reasonRequired, "reason"],
  ["an empty reason", fx("pending"), { reason: "" }, 400, reasonRequired, "reason"],
  ["a blank reason", fx("pending"), { reason: " \n\t " }, 400, reasonRequired, "reason"],
  ["a number as reason", fx("pending"), { reason: 42 }, 400, reasonRequired, "reason"],
  ["null as reason", fx("pending"), { reason: null }, 400, reasonRequired, "reason"],
  ["a list as reason", fx("pending"), { reason: ["a"] }, 400, reasonRequired, "reason"],
  ["an operator object as reason", fx("pending"), { reason: { $ne: "" } }, 400, reasonRequired, "reason"],
  ["true as reason", fx("pending"), { reason: true }, 400, reasonRequired, "reason"],
  [
    "a 2,001-character reason",
    fx("pending"),
    { reason: "x".repeat(2001) },
    400,
    adminMessages.reasonTooLong,
    "reason",
  ],
  [
    "2,001 accented letters",
    fx("pending"),
    { reason: "é".repeat(2001) },
    400,
    adminMessages.reasonTooLong,
    "reason",
  ],
  [
    "a NUL in the reason",
    fx("pending"),
    { reason: "Direct\u0000customer" },
    400,
    textMessages.multiLine,
    "reason",
  ],
  [
    "a lone surrogate in the reason",
    fx("pending"),
    { reason: "Direct customer \uD800" },
    400,
    invalidCharactersMessage,
    "reason",
  ],
  [
    "an unknown field with an injection",
    fx("pending"),
    { ...reason, extra: "'; drop table deals;--" },
    400,
    unknownKey("extra"),
    "body",
  ],
  ["a status field", fx("pending"), { ...reason, status: "approved" }, 400, unknownKey("status"), "body"],
  [
    "a __proto__ field",
    fx("pending"),
    JSON.parse('{"reason": "x", "__proto__": {"role": "admin"}}'),
    400,
    unknownKey("__proto__"),
    "body",
  ],
  ...bodyCases("pending"),
  ["rejecting an approved deal", fx("approved"), reason, 409, dealMessages.dealReviewed],
  ["rejecting it twice (already rejected)", fx("rejected"), reason, 409, dealMessages.dealReviewed],
  ["a closed won deal", fx("won"), reason, 409, dealMessages.dealReviewed],
  ...callerCases("pending", reason),
];

const stage = { stage: "proposal" };
const chooseStage = dealDecisionMessages.stage;
export const stageCases: Case[] = [
  ...idCases("approved", stage),
  ["no stage", fx("approved"), {}, 400, chooseStage, "stage"],
  ["an unknown stage", fx("approved"), { stage: "won" }, 400, chooseStage, "stage"],
  ["a stage in capitals", fx("approved"), { stage: "CLOSED_WON" }, 400, chooseStage, "stage"],
  ["a stage with a space", fx("approved"), { stage: " proposal" }, 400, chooseStage, "stage"],
  ["a stage's label", fx("approved"), { stage: "Closed Won" }, 400, chooseStage, "stage"],
  ["a number as stage", fx("approved"), { stage: 3 }, 400, chooseStage, "stage"],
  ["null as stage", fx("approved"), { stage: null }, 400, chooseStage, "stage"],
  ["a list as stage", fx("approved"), { stage: ["proposal"] }, 400, chooseStage, "stage"],
  [
    "an injection as stage",
    fx("approved"),
    { stage: "proposal'; drop table deals;--" },
    400,
    chooseStage,
    "stage",
  ],
  ["a full-width stage", fx("approved"), { stage: "ｐｒｏｐｏｓａｌ" }, 400, chooseStage, "stage"],
  ["a NUL in the stage", fx("approved"), { stage: "proposal\u0000" }, 400, chooseStage, "stage"],
  ["a 5,000-character stage", fx("approved"), { stage: "x".repeat(5000) }, 400, chooseStage, "stage"],
  [
    "a commission amount alongside",
    fx("approved"),
    { stage: "closed_won", amount: 1_000_000 },
    400,
    unknownKey("amount"),
    "body",
  ],
  [
    "a probability alongside",
    fx("approved"),
    { stage: "proposal", probability: 100 },
    400,
    unknownKey("probability"),
    "body",
  ],
  [
    "a close date out of range alongside",
    fx("approved"),
    { stage: "proposal", expectedCloseDate: "1900-01-01" },
    400,
    unknownKey("expectedCloseDate"),
    "body",
  ],
  ...bodyCases("approved"),
  ["a pending deal", fx("pending"), stage, 409, dealMessages.stageNotAllowed],
  ["a rejected deal", fx("rejected"), stage, 409, dealMessages.stageNotAllowed],
  [
    "the stage it is at (a resent form)",
    fx("approved"),
    { stage: "prospecting" },
    409,
    dealMessages.stageUnchanged,
  ],
  ...callerCases("approved", stage),
];
