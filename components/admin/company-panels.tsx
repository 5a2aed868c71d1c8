import type { CompanyRecord } from "@/lib/server/partners/console";
import { Badge } from "./badge";
import { DetailList, Panel } from "./detail-list";
import { enumLabel } from "@/content/portal-labels";
import { countryName, industryLabel } from "@/lib/option-labels";
import { fieldLabel, formatBytes, formatDateTime } from "./format";

// The parts of a company record shared by the registration review and the partner page.

const profileLabels: Record<string, string> = {
  customIndustry: "Industry (their words)",
  geographicCoverage: "Geographic coverage",
  industryFocus: "Industry focus",
  currentClients: "Current clients",
  expectedDeals: "Expected deals per quarter",
  technicalCapabilities: "Technical capabilities",
  teamStrength: "Team (finance / technical / sales)",
  certifications: "Certifications",
  currentTechnology: "Current technology",
  linkedinUrl: "LinkedIn",
  secondaryContact: "Secondary contact",
  termsAcceptedAt: "Terms accepted",
};

function profileValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (key === "termsAcceptedAt" && typeof value === "string") return formatDateTime(value);
  if (key === "teamStrength" && typeof value === "object") {
    const team = value as Record<string, unknown>;
    return [team.finance, team.technical, team.sales].map((n) => String(n ?? 0)).join(" / ");
  }
  if (Array.isArray(value)) return value.length ? value.map(String).join(", ") : "—";
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined && v !== "")
      .map(([k, v]) => `${fieldLabel(k)}: ${String(v)}`)
      .join("\n");
  }
  return String(value);
}

export function CompanyPanel({ record }: { record: CompanyRecord }) {
  const { partner, profile } = record;
  return (
    <Panel title="Company">
      <DetailList
        items={[
          ["Company", partner.company_name],
          ["Status", <Badge key="status" value={partner.status} />],
          ["Website", partner.website],
          ["Industry", industryLabel(partner.industry)],
          ["Company size", partner.company_size],
          ["Annual revenue", partner.annual_revenue],
          ["GST / tax id", partner.gst_tax_id],
          ["Partnership type", enumLabel(partner.partnership_type)],
          ["Country", countryName(partner.country)],
          ["Came from", enumLabel(partner.source)],
          ["Registered", formatDateTime(partner.created_at)],
          ...(partner.review_reason
            ? ([["Review reason", partner.review_reason]] as [string, string][])
            : []),
          ...Object.entries(profile).map(
            ([key, value]) =>
              [profileLabels[key] ?? fieldLabel(key), profileValue(key, value)] as [string, string],
          ),
        ]}
      />
    </Panel>
  );
}

export function ContactsPanel({ contacts }: { contacts: CompanyRecord["contacts"] }) {
  return (
    <Panel title="People">
      {contacts.length === 0 ? <p className="text-sm text-slate-600">No user accounts.</p> : null}
      <ul className="flex flex-col gap-4 text-sm">
        {contacts.map((contact) => (
          <li key={contact.id}>
            <p className="font-medium text-slate-900">
              {[contact.first_name, contact.last_name].filter(Boolean).join(" ") || contact.email}
            </p>
            <p className="text-slate-700">{[contact.title, contact.phone].filter(Boolean).join(" · ")}</p>
            <p className="break-all text-slate-700">{contact.email}</p>
            <p className="text-slate-600">
              {contact.email_verified_at ? "Email verified" : "Email not verified yet"} · last sign-in{" "}
              {formatDateTime(contact.last_login_at)}
            </p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

// Downloads go through the admin API, which always answers with Content-Disposition:
// attachment, so an uploaded file is never rendered inside the console's origin.
export function AttachmentsPanel({ attachments }: { attachments: CompanyRecord["attachments"] }) {
  return (
    <Panel title="Documents">
      {attachments.length === 0 ? (
        <p className="text-sm text-slate-600">No documents uploaded.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {attachments.map((file) => (
            <li key={file.id} className="flex flex-wrap items-baseline justify-between gap-2">
              <a
                href={`/api/admin/attachments/${file.id}`}
                download={file.original_name}
                className="break-all font-medium text-brand-dark underline underline-offset-2"
              >
                {file.original_name}
              </a>
              <span className="text-slate-600">{formatBytes(Number(file.size_bytes))}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
