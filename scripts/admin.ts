// `npm run admin -- <command>`: the programme team's operations from a shell, over the
// same service functions as /api/admin. Run `npm run admin -- help` for the commands.
import { randomBytes } from "node:crypto";
import { Refusal } from "../lib/refusal";
import { createAdmin } from "../lib/server/auth/admins";
import { closeDb, getDb } from "../lib/server/db";
import { deliverDueMail } from "../lib/server/mail";
import { approveClaim, listClaims, rejectClaim } from "@/lib/server/claims/console";
import { inviteCompany, listInvitations, resendInvitation } from "@/lib/server/registration/invitations";
import { listPartners, updatePartner } from "@/lib/server/partners/console";
import {
  approveRegistration,
  listRegistrations,
  rejectRegistration,
} from "@/lib/server/registration/console";
import { sweepStorage } from "@/lib/server/uploads/sweep";
import { backupDatabase, restoreDatabase } from "@/lib/server/backups/commands";
import { erasePerson } from "@/lib/server/privacy/erasure";
import { reapplyErasures } from "@/lib/server/privacy/erasure-replay";
import { exportPersonData } from "@/lib/server/privacy/person-export";
import { parseWith } from "@/lib/validation/parse";
import { personEmailSchema } from "@/lib/validation/privacy";
import {
  claimListQuerySchema,
  listQuerySchema,
  partnerListQuerySchema,
  partnerUpdateSchema,
} from "../lib/validation/admin";
import { evaluateTiersNow } from "@/lib/server/tiers/job";
import { pinPartnerTier } from "@/lib/server/tiers/pin-tier";
import { tierPinSchema } from "@/lib/validation/tiers";
import { sendTrainingRemindersNow } from "@/lib/server/training/reminder-job";

const help = `Commands:
  create-admin <email> [password]           create an admin (a strong password is generated when omitted)
  list-claims [--status=pending|approved|rejected] [--search=text]
  approve-claim <claimId>                   emails the registration link (valid 7 days)
  reject-claim <claimId> --reason="..."     emails the reason
  invite <email> <company name>             emails an invitation link (valid 7 days)
  list-invitations
  resend-invitation <invitationId>
  list-registrations [--status=pending_approval|active|rejected]
  approve-registration <partnerId>
  reject-registration <partnerId> --reason="..."
  list-partners [--search=text]
  update-partner <partnerId> [--certification=certified] [--points=120] [--status=active]
  pin-tier <partnerId> --tier=gold --reason="..." --until=YYYY-MM-DD
                                            keeps the partner in a tier to the end of that day (UTC)
  deliver-mail                              sends every due outbox message now
  sweep-storage [--grace-hours=6] [--dry-run]
                                            deletes stored files no attachment or resource names,
                                            older than the grace age (uploads in flight are younger)
  backup <file>                             a checked copy of the SQLite database (while the server runs)
                                            and the uploads folder beside it (<file>.uploads)
  restore <file>                            replaces DATA_DIR's database (and uploads) with a backup; refused
                                            while a server uses DATA_DIR; the replaced files are kept aside;
                                            then erases again the people erased since the backup
  reapply-erasures                          erases again the people in the erasure log that the database
                                            does not record as erased (after a PostgreSQL pg_restore)
  export-person <email>                     everything stored about one person, as JSON
  erase-person <email>                      erases one person's data; they get one confirmation email
  evaluate-tiers                            places every partner in its tier now (the nightly run, at once)
  send-training-reminders                   reminds partner users of courses left a week (the daily run, at once)`;

function parseArgs(argv: string[]) {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const match = arg.match(/^--([\w-]+)(?:=(.*))?$/);
    if (!match) positional.push(arg);
    // A bare flag followed by another flag (--dry-run --grace-hours=1) takes no value.
    else flags[match[1]!] = match[2] ?? (argv[i + 1]?.startsWith("--") ? "" : (argv[(i += 1)] ?? ""));
  }
  return { positional, flags };
}

/** A command line the tool cannot run: the message, then the help, and exit status 1. */
class UsageError extends Error {}

/** A command's required argument; its absence prints the help too (a UsageError). */
function need(value: string | undefined, what: string): string {
  if (!value) throw new UsageError(`Missing ${what}.`);
  return value;
}

const commands = new Set([...help.matchAll(/^ {2}([a-z][a-z-]+)/gm)].map((match) => match[1]!));

async function run(
  command: string | undefined,
  positional: string[],
  flags: Record<string, string>,
): Promise<unknown> {
  const listInput = {
    status: flags.status,
    q: flags.search,
    page: flags.page ?? 1,
    pageSize: flags["page-size"] ?? 50,
  };
  const query = listQuerySchema.parse(listInput);
  switch (command) {
    case "create-admin": {
      const password = positional[1] ?? randomBytes(12).toString("base64url");
      const admin = await createAdmin({ email: need(positional[0], "email"), password });
      return { ...admin, password: positional[1] ? "(as given)" : password };
    }
    case "list-claims":
      return listClaims(claimListQuerySchema.parse(listInput));
    case "approve-claim":
      return approveClaim(need(positional[0], "claim id"), null);
    case "reject-claim":
      return rejectClaim(need(positional[0], "claim id"), need(flags.reason, "--reason"), null);
    case "invite":
      return inviteCompany(
        {
          email: need(positional[0], "email"),
          companyName: need(positional.slice(1).join(" "), "company name"),
        },
        null,
      );
    case "list-invitations":
      return listInvitations(query);
    case "resend-invitation":
      return resendInvitation(need(positional[0], "invitation id"), null);
    case "list-registrations":
      return listRegistrations(partnerListQuerySchema.parse(listInput));
    case "approve-registration":
      return approveRegistration(need(positional[0], "partner id"), null);
    case "reject-registration":
      return rejectRegistration(need(positional[0], "partner id"), need(flags.reason, "--reason"), null);
    case "list-partners":
      return listPartners(partnerListQuerySchema.parse(listInput));
    case "update-partner": {
      const changes = parseWith(partnerUpdateSchema, {
        tier: flags.tier,
        certificationStatus: flags.certification,
        points: flags.points ? Number(flags.points) : undefined,
        status: flags.status,
      });
      return updatePartner(need(positional[0], "partner id"), changes, null);
    }
    case "pin-tier":
      return pinPartnerTier(
        need(positional[0], "partner id"),
        parseWith(tierPinSchema, { tier: flags.tier, reason: flags.reason, until: flags.until }),
        null,
      );
    case "deliver-mail":
      return deliverDueMail();
    case "sweep-storage": {
      const hours = flags["grace-hours"] === undefined ? 6 : Number(flags["grace-hours"]);
      if (!Number.isFinite(hours) || hours < 0)
        throw new Refusal(400, "--grace-hours must be a number of hours (0 or more).");
      return sweepStorage({ graceMs: hours * 60 * 60_000, dryRun: "dry-run" in flags });
    }
    case "backup":
      return backupDatabase(positional[0]);
    case "restore": {
      const restored = restoreDatabase(positional[0]);
      // The people erased since the backup are erased again before any server starts.
      return { ...restored, erasures: await reapplyErasures() };
    }
    case "reapply-erasures":
      return reapplyErasures();
    case "export-person":
      return exportPersonData(
        parseWith(personEmailSchema, { email: need(positional[0], "email") }).email,
        null,
      );
    case "erase-person":
      return erasePerson(parseWith(personEmailSchema, { email: need(positional[0], "email") }).email, null, {
        via: "command line",
      });
    case "evaluate-tiers":
      return evaluateTiersNow();
    case "send-training-reminders":
      return sendTrainingRemindersNow();
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

/** The service kicked the background sender; let it finish, then send anything still due. */
async function flushMail(): Promise<void> {
  const db = await getDb();
  for (let i = 0; i < 100; i += 1) {
    const sending = await db
      .selectFrom("outbox")
      .select("id")
      .where("status", "=", "sending")
      .where("locked_until", ">", new Date().toISOString())
      .executeTakeFirst();
    if (!sending) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { sent, failed } = await deliverDueMail();
  const pending = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("status", "!=", "sent")
    .executeTakeFirstOrThrow();
  console.error(`mail: ${sent} sent now, ${failed} failed, ${Number(pending.n)} waiting in the outbox`);
}

const { positional, flags } = parseArgs(process.argv.slice(2));
const [command, ...rest] = positional;
// Asked for: the help on stdout, success. Not understood: on stderr, failure, so scripts notice.
if (command === "help" || (!command && "help" in flags)) {
  console.log(help);
  process.exit(0);
}
if (!command || !commands.has(command)) {
  console.error(`${command ? `Unknown command "${command}".` : "Missing command."}\n\n${help}`);
  process.exit(1);
}
let exitCode = 0;
try {
  const result = await run(command, rest, flags);
  if (result !== undefined) console.log(JSON.stringify(result, null, 2));
  // Send what the command queued before exiting (a running server would also send it, once).
  // backup and restore leave the database alone (a restore must not open the file it replaces).
  if (command && !["deliver-mail", "sweep-storage", "backup", "restore", "export-person"].includes(command))
    await flushMail();
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${help}`);
  else console.error(error instanceof Refusal || error instanceof Error ? `Error: ${error.message}` : error);
  exitCode = 1;
} finally {
  // Closes the database only if the command opened it (a refused restore never does).
  await closeDb();
}
process.exit(exitCode);
