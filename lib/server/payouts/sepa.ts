import "server-only";
import { sumMinor, toMajorText } from "@/lib/money";
import { toSepaText } from "@/lib/validation/sepa-text";

// A SEPA credit transfer file (ISO 20022 pain.001.001.09, the EPC SCT customer-to-bank
// variant) for one payout run's EUR bank transfers: one payment instruction from the
// programme's account, one transaction per payout request. Built as text with every value
// escaped. Names and remittance text are converted to the EPC basic Latin set (ä to a, ß to
// ss, & to +; lib/validation/sepa-text.ts), then cut to the 70 (names) or 140 characters
// the EPC variant allows. A letter with no Latin form is dropped here; the payout details
// form refuses one, so only a name saved before that rule can carry one.

export interface SepaTransfer {
  /** The payout request's id without dashes (32 characters; at most 35 allowed). */
  endToEndId: string;
  amountMinor: number;
  creditorName: string;
  iban: string;
  bic: string;
  remittance: string;
}

export interface SepaFile {
  messageId: string;
  createdAt: Date;
  executionDate: string;
  debtor: { name: string; iban: string; bic: string };
  transfers: readonly SepaTransfer[];
}

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const text = (value: string, max: number) =>
  escapeXml([...toSepaText(value).text].slice(0, max).join("").trim());
const eur = (minor: number) => toMajorText(minor, "EUR");

function transaction(transfer: SepaTransfer): string {
  return `      <CdtTrfTxInf>
        <PmtId><EndToEndId>${text(transfer.endToEndId, 35)}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="EUR">${eur(transfer.amountMinor)}</InstdAmt></Amt>
        <CdtrAgt><FinInstnId><BICFI>${escapeXml(transfer.bic)}</BICFI></FinInstnId></CdtrAgt>
        <Cdtr><Nm>${text(transfer.creditorName, 70)}</Nm></Cdtr>
        <CdtrAcct><Id><IBAN>${escapeXml(transfer.iban)}</IBAN></Id></CdtrAcct>
        <RmtInf><Ustrd>${text(transfer.remittance, 140)}</Ustrd></RmtInf>
      </CdtTrfTxInf>`;
}

export function buildPain001(file: SepaFile): string {
  const count = file.transfers.length;
  const total = eur(sumMinor(file.transfers.map((transfer) => transfer.amountMinor)));
  const createdAt = file.createdAt.toISOString().slice(0, 19);
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>${text(file.messageId, 35)}</MsgId>
      <CreDtTm>${createdAt}</CreDtTm>
      <NbOfTxs>${count}</NbOfTxs>
      <CtrlSum>${total}</CtrlSum>
      <InitgPty><Nm>${text(file.debtor.name, 70)}</Nm></InitgPty>
    </GrpHdr>
    <PmtInf>
      <PmtInfId>${text(file.messageId, 35)}</PmtInfId>
      <PmtMtd>TRF</PmtMtd>
      <NbOfTxs>${count}</NbOfTxs>
      <CtrlSum>${total}</CtrlSum>
      <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>
      <ReqdExctnDt><Dt>${escapeXml(file.executionDate)}</Dt></ReqdExctnDt>
      <Dbtr><Nm>${text(file.debtor.name, 70)}</Nm></Dbtr>
      <DbtrAcct><Id><IBAN>${escapeXml(file.debtor.iban)}</IBAN></Id></DbtrAcct>
      <DbtrAgt><FinInstnId><BICFI>${escapeXml(file.debtor.bic)}</BICFI></FinInstnId></DbtrAgt>
      <ChrgBr>SLEV</ChrgBr>
${file.transfers.map(transaction).join("\n")}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`;
}
