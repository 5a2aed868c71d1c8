import { Panel } from "@/components/admin/detail-list";
import { memberRoleLabels } from "@/lib/member-roles";
import type { TeamMember } from "@/lib/validation/members";

const when = (iso: string | null) =>
  iso ? new Date(iso).toISOString().slice(0, 16).replace("T", " ") + " UTC" : "never";

/** The company's users as the programme team sees them: role, two-factor and last sign-in. */
export function TeamMembersPanel({
  members,
  requireTwoFactor,
}: {
  members: TeamMember[];
  requireTwoFactor: boolean;
}) {
  return (
    <Panel title="Team">
      <p className="mb-3 text-sm text-slate-700">
        {members.length} {members.length === 1 ? "user" : "users"}; two-factor authentication{" "}
        {requireTwoFactor ? "required by the company" : "not required"}.
      </p>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="py-1 pr-2 font-medium">
              Name
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              Role
            </th>
            <th scope="col" className="py-1 font-medium">
              Last sign-in
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.userId} className="border-t border-slate-200 align-top">
              <td className="py-2 pr-2">
                <span className="block text-slate-900">{member.name}</span>
                <span className="block break-all text-slate-600">{member.email}</span>
              </td>
              <td className="py-2 pr-2 text-slate-900">{memberRoleLabels[member.role]}</td>
              <td className="py-2 text-slate-900">{when(member.lastSignInAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
