import { Cell, DataTable } from "@/components/admin/data-table";
import { PageHeader } from "@/components/admin/page-header";
import { DirectoryHideForm } from "@/components/admin/lazy-forms";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { leadFigures } from "@/lib/server/leads/figures";
import { listProfilesForConsole } from "@/lib/server/directory/console";
import { HOUR_MS } from "@/lib/time";

export const metadata = { title: "Leads" };

const percent = (value: number | null) => (value === null ? "—" : `${Math.round(value * 100)} %`);
const hours = (ms: number | null) => (ms === null ? "—" : `${(ms / HOUR_MS).toFixed(1)} h`);

export default async function LeadsPage() {
  await requireAdminPage();
  const [figures, profiles] = await Promise.all([leadFigures(), listProfilesForConsole()]);
  return (
    <>
      <PageHeader
        title="Leads"
        description="Website enquiries offered to partners (from Enquiries, or sent from the partner directory): per partner, the acceptance rate, the median time to accept and the conversion of accepted leads into won deals. Below, the directory's profiles."
      />
      <DataTable
        caption="Lead figures per partner"
        columns={[
          "Partner",
          "Offered",
          "Open",
          "Accepted",
          "Declined",
          "Expired",
          "Acceptance rate",
          "Median time to accept",
          "Won",
          "Conversion to won",
        ]}
        isEmpty={figures.length === 0}
        empty="No lead has been offered yet."
      >
        {figures.map((row) => (
          <tr key={row.partnerId}>
            <Cell>
              <a href={`/admin/partners/${row.partnerId}`} className="font-medium text-brand-dark underline">
                {row.companyName}
              </a>
            </Cell>
            <Cell>{row.offered}</Cell>
            <Cell>{row.open}</Cell>
            <Cell>{row.accepted}</Cell>
            <Cell>{row.declined}</Cell>
            <Cell>{row.expired}</Cell>
            <Cell>{percent(row.acceptanceRate)}</Cell>
            <Cell>{hours(row.medianTimeToAcceptMs)}</Cell>
            <Cell>{row.won}</Cell>
            <Cell>{percent(row.conversionToWon)}</Cell>
          </tr>
        ))}
      </DataTable>
      <div className="mt-8">
        <DataTable
          caption="Directory profiles"
          columns={["Partner", "Public page", "Shown", "Team"]}
          isEmpty={profiles.length === 0}
          empty="No company has a directory profile yet."
        >
          {profiles.map((profile) => (
            <tr key={profile.partner_id}>
              <Cell>
                <a
                  href={`/admin/partners/${profile.partner_id}`}
                  className="font-medium text-brand-dark underline"
                >
                  {profile.company_name}
                </a>
              </Cell>
              <Cell>
                <a href={`/partners/directory/${profile.slug}`} className="text-brand-dark underline">
                  /partners/directory/{profile.slug}
                </a>
              </Cell>
              <Cell>
                {profile.hidden_at
                  ? `Hidden by the team: ${profile.hidden_reason ?? ""}`
                  : profile.published
                    ? "Published"
                    : "Not published"}
              </Cell>
              <Cell>
                <DirectoryHideForm
                  partnerId={profile.partner_id}
                  hidden={profile.hidden_at !== null}
                  company={profile.company_name}
                />
              </Cell>
            </tr>
          ))}
        </DataTable>
      </div>
    </>
  );
}
