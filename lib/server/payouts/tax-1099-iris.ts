import "server-only";
import { transliterate } from "transliteration";
import { Refusal } from "@/lib/refusal";
import { toMajorText } from "@/lib/money";
import { irsName } from "@/lib/validation/irs-names";
import { tax1099Messages, w9TinType, type StoredTaxForm } from "@/lib/validation/tax-forms";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { csvRows } from "@/lib/server/csv";
import { recordAudit } from "@/lib/server/audit/audit";
import { payeesOfYear } from "./tax-1099";

// The year's 1099-NEC forms as a file for the IRS's Information Returns Intake System (IRIS):
// the columns of its 1099-NEC bulk-upload CSV template, one row per partner who gets a form
// (./tax-1099-rules.ts), the payer from the PAYER_* settings. Names and addresses are as IRS
// fields take them: upper-case A-Z, digits and a few marks, a name from the W-9's "name as on
// the IRS record" where the name as written has other letters. TINs are in full, so the file
// is given only to a team member signed in with two-factor, and every download is audited.
// No byte-order mark: every cell is ASCII, and the template's first column is read by name.
// The IRIS portal takes up to 100 forms per uploaded file, so a larger year comes in parts of
// 100 (`part`, from 1), each with the header row.

/** Forms per file the IRIS portal takes in one upload. */
export const IRIS_FORMS_PER_FILE = 100;

export const irisNecHeader = [
  "Form Type",
  "Tax Year",
  "Payer TIN Type",
  "Payer Taxpayer ID Number",
  "Payer Name Type",
  "Payer Business or Entity Name Line 1",
  "Payer Business or Entity Name Line 2",
  "Payer First Name",
  "Payer Middle Name",
  "Payer Last Name (Surname)",
  "Payer Suffix",
  "Payer Country",
  "Payer Address Line 1",
  "Payer Address Line 2",
  "Payer City/Town",
  "Payer State/Province/Territory",
  "Payer ZIP/Postal Code",
  "Payer Phone Type",
  "Payer Phone",
  "Payer Email Address",
  "Recipient TIN Type",
  "Recipient Taxpayer ID Number",
  "Recipient Name Type",
  "Recipient Business or Entity Name Line 1",
  "Recipient Business or Entity Name Line 2",
  "Recipient First Name",
  "Recipient Middle Name",
  "Recipient Last Name (Surname)",
  "Recipient Suffix",
  "Recipient Country",
  "Recipient Address Line 1",
  "Recipient Address Line 2",
  "Recipient City/Town",
  "Recipient State/Province/Territory",
  "Recipient ZIP/Postal Code",
  "Office Code",
  "Form Account Number",
  "2nd TIN Notice",
  "Box 1 - Nonemployee Compensation",
  "Box 2 - Payer made direct sales totaling $5000 or more of consumer products to a recipient for resale",
  "Box 4 - Federal income tax withheld",
  "Combined Federal/State Filing",
  ...[1, 2].flatMap((state) => [
    `State ${state}`,
    `State ${state} - State Tax Withheld`,
    `State ${state} - State/Payer state number`,
    `State ${state} - State income`,
    `State ${state} - Local income tax withheld`,
    `State ${state} - Special Data Entries`,
  ]),
] as const;

type Column = (typeof irisNecHeader)[number];
type Row = Partial<Record<Column, string>>;

const payerSettings = [
  "PAYER_NAME",
  "PAYER_TIN",
  "PAYER_ADDRESS",
  "PAYER_CITY",
  "PAYER_STATE",
  "PAYER_POSTAL_CODE",
  "PAYER_PHONE",
] as const;

/** The payer's columns, or a refusal naming the settings still missing. */
function payerColumns(): Row {
  const settings = env();
  const missing = payerSettings.filter((name) => settings[name] === undefined);
  if (missing.length > 0) throw new Refusal(409, tax1099Messages.irisPayerMissing(missing));
  return {
    "Payer TIN Type": "EIN",
    "Payer Taxpayer ID Number": settings.PAYER_TIN,
    "Payer Name Type": "B",
    "Payer Business or Entity Name Line 1": irsName(settings.PAYER_NAME!)!,
    "Payer Country": "US",
    "Payer Address Line 1": addressText(settings.PAYER_ADDRESS!),
    "Payer City/Town": addressText(settings.PAYER_CITY!),
    "Payer State/Province/Territory": settings.PAYER_STATE,
    "Payer ZIP/Postal Code": settings.PAYER_POSTAL_CODE,
    "Payer Phone Type": "D",
    "Payer Phone": settings.PAYER_PHONE,
  };
}

/** An address line in the letters IRS address fields take: Latin, upper-case. */
export function addressText(text: string): string {
  return transliterate(text.normalize("NFKC"))
    .toUpperCase()
    .replace(/[^A-Z0-9 #\-/&'.]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The name for IRS name fields: the one as on the IRS record where the W-9 gave it, else the
 * name as written; a form signed before the IRS name was asked for has its name transliterated.
 */
function recordName(irsForm: string | undefined, written: string): string {
  return irsName(irsForm ?? written) ?? irsName(transliterate(written.normalize("NFKC"))) ?? "";
}

const SUFFIXES = new Set(["JR", "SR", "II", "III", "IV", "V"]);

/** An individual's name as first, middle, last and suffix ("ADA K LOVELACE JR"). */
export function nameParts(name: string): { first: string; middle: string; last: string; suffix: string } {
  const words = name.split(" ").filter(Boolean);
  const suffix = words.length > 2 && SUFFIXES.has(words.at(-1)!) ? words.pop()! : "";
  const last = words.pop() ?? "";
  const first = words.shift() ?? "";
  return { first, middle: words.join(" "), last, suffix };
}

type W9 = Extract<StoredTaxForm, { form: "W-9" }>;

function recipientColumns(partnerId: string, form: W9, boxOneMinor: number): Row {
  const name = recordName(form.irsName, form.legalName);
  const individual = form.taxClassification === "individual";
  const parts = individual ? nameParts(name) : null;
  return {
    "Recipient TIN Type": w9TinType(form),
    "Recipient Taxpayer ID Number": form.tin,
    "Recipient Name Type": individual ? "I" : "B",
    // A business files under its legal name with its trade name (line 2) below; an individual
    // under the name their SSN or ITIN was issued to.
    "Recipient Business or Entity Name Line 1": individual ? "" : name,
    "Recipient Business or Entity Name Line 2":
      individual || !form.businessName ? "" : recordName(form.irsBusinessName, form.businessName),
    "Recipient First Name": parts?.first,
    "Recipient Middle Name": parts?.middle,
    "Recipient Last Name (Surname)": parts?.last,
    "Recipient Suffix": parts?.suffix,
    "Recipient Country": form.address.country,
    "Recipient Address Line 1": addressText(form.address.line1),
    "Recipient Address Line 2": addressText(form.address.line2 ?? ""),
    "Recipient City/Town": addressText(form.address.city),
    "Recipient State/Province/Territory": form.address.state?.toUpperCase(),
    "Recipient ZIP/Postal Code": form.address.postalCode.replace(/\D/g, ""),
    // Unique per payee: the partner's id, as the template's 20 characters allow.
    "Form Account Number": partnerId.replace(/-/g, "").slice(0, 20).toUpperCase(),
    "Box 1 - Nonemployee Compensation": toMajorText(boxOneMinor, "USD"),
    // The programme withholds no federal income tax (no backup withholding is run).
    "Box 4 - Federal income tax withheld": "0.00",
  };
}

/** One IRIS file of the year: its CSV, which part it is and how many parts the year has. */
export interface IrisFile {
  csv: string;
  part: number;
  parts: number;
}

export async function form1099IrisCsv(
  year: number,
  options: { actorUserId: string; twoFactorVerified: boolean; part?: number; formsPerFile?: number },
): Promise<IrisFile> {
  if (!options.twoFactorVerified) throw new Refusal(403, tax1099Messages.fullTinTwoFactor);
  const payer = payerColumns();
  const payees = (await payeesOfYear(year)).filter(
    (payee): payee is typeof payee & { form: W9 } => payee.decision.included && payee.form?.form === "W-9",
  );
  const perFile = options.formsPerFile ?? IRIS_FORMS_PER_FILE;
  const parts = Math.max(1, Math.ceil(payees.length / perFile));
  const part = options.part ?? 1;
  if (part > parts) throw new Refusal(404, tax1099Messages.irisNoSuchPart(parts));
  const inPart = payees.slice((part - 1) * perFile, part * perFile);
  const rows = inPart.map(({ partnerId, form, paid }) => {
    const row: Row = {
      "Form Type": "1099-NEC",
      "Tax Year": String(year),
      ...payer,
      ...recipientColumns(partnerId, form, paid.paidDirectMinor),
    };
    return irisNecHeader.map((column) => row[column] ?? "");
  });
  await recordAudit(await getDb(), {
    actorUserId: options.actorUserId,
    action: "tax.1099-iris",
    entityType: "tax_year",
    entityId: String(year),
    details: { partners: rows.length, part, parts },
  });
  return { csv: csvRows([irisNecHeader, ...rows]), part, parts };
}
