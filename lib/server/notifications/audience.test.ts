import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { testTeam, type TestColleague } from "@/test/support/members";
import { seedDeal } from "@/test/support/deals";
import { insertCommission } from "@/test/support/payouts";
import { approveDeal } from "@/lib/server/deals/console-review";
import { setDealStage } from "@/lib/server/deals/console-stage";
import { requestPayout } from "@/lib/server/payouts/partner";
import { markPayoutPaid } from "@/lib/server/payouts/console";
import { changeRole, transferOwnership } from "@/lib/server/members/roster";
import { removeMember } from "@/lib/server/members/removal";
import type { MemberRole } from "@/lib/member-roles";
import { savePreferences } from "./preferences";
import { htmlOf } from "@/lib/server/mail/compose";

// Who is told of an event: the company's owners and the person it concerns (who registered
// the deal, asked for the payout, whose role changed), by bell and by email under their
// preferences; never the person who made the change; nobody else.
const db = useTestDatabase();
let ip = 0;
const nextIp = () => `10.67.${Math.floor((ip += 1) / 250)}.${ip % 250}`;
const decision = { actorUserId: null };

async function told(person: TestColleague, kind: string) {
  const [notes, mails] = await Promise.all([
    db()
      .selectFrom("notifications")
      .select("message")
      .where("user_id", "=", person.user.id)
      .where("kind", "=", kind)
      .execute(),
    db()
      .selectFrom("outbox")
      .select(["subject", "text_body", "html_body", "html_content"])
      .where("to_address", "=", person.user.email)
      .where("kind", "=", kind)
      .execute(),
  ]);
  return { notes: notes.map((row) => row.message), mails };
}

const actorOf = (person: TestColleague, role: MemberRole, partnerId: string) => ({
  userId: person.user.id,
  partnerId,
  role,
  name: `${person.user.first_name} ${person.user.last_name}`,
});

describe("who is told", () => {
  it("a deal's decisions reach the member who registered it and the owner, by bell and email", async () => {
    const team = await testTeam();
    const deal = await seedDeal(team.member.token, "pending", nextIp());
    await approveDeal(deal.id, decision);
    for (const person of [team.member, team.owner]) {
      const { notes, mails } = await told(person, "deal:approved");
      expect(notes).toHaveLength(1);
      expect(mails).toHaveLength(1);
    }
    for (const person of [team.admin, team.finance]) {
      const { notes, mails } = await told(person, "deal:approved");
      expect([notes.length, mails.length]).toEqual([0, 0]);
    }
    // Greeted by name, not "Hello there,".
    expect((await told(team.member, "deal:approved")).mails[0]!.text_body).toContain("Hello Member,");

    await setDealStage(deal.id, "closed_won", decision);
    expect((await told(team.member, "deal:stage")).notes).toEqual([expect.stringMatching(/was won/)]);
    expect((await told(team.owner, "deal:stage")).notes).toHaveLength(1);
  });

  it("a member with deal updates off gets the bell line and no email", async () => {
    const team = await testTeam();
    await savePreferences(team.member.user.id, {
      deal_updates: false,
      commission_payments: true,
      training_reminders: true,
      partner_announcements: true,
    });
    const deal = await seedDeal(team.member.token, "pending", nextIp());
    await approveDeal(deal.id, decision);
    const { notes, mails } = await told(team.member, "deal:approved");
    expect([notes.length, mails.length]).toEqual([1, 0]);
    expect((await told(team.owner, "deal:approved")).mails).toHaveLength(1);
  });

  it("a paid payout reaches the finance person who asked for it and the owner", async () => {
    const team = await testTeam();
    await insertCommission(team.partnerId, 1200, "approved", "Contoso");
    const payout = await requestPayout({
      partnerId: team.partnerId,
      userId: team.finance.user.id,
      name: "Finance Colleague",
      email: team.finance.user.email,
      companyName: "Test Co",
    });
    await markPayoutPaid(
      payout.id,
      { paymentReference: "TX-77", payoutDate: new Date().toISOString().slice(0, 10) },
      null,
    );
    for (const person of [team.finance, team.owner]) {
      const { notes, mails } = await told(person, "payout:paid");
      expect(notes).toEqual([expect.stringMatching(/^Your payout of \$1,200\.00 was paid on/)]);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(/^Payment sent: \$1,200\.00/);
      expect(mails[0]!.text_body).toContain("for 1 commission on");
    }
    expect((await told(team.admin, "payout:paid")).notes).toHaveLength(0);
  });

  it("a role change: the person is emailed and told; the one who changed it is not", async () => {
    const team = await testTeam();
    await changeRole(actorOf(team.owner, "owner", team.partnerId), team.member.user.id, "finance");
    const member = await told(team.member, "team:role_changed");
    expect(member.notes).toEqual([expect.stringMatching(/ changed your role to Finance\.$/)]);
    expect(member.mails).toHaveLength(1);
    expect(member.mails[0]!.subject).toMatch(/is now Finance$/);
    expect(member.mails[0]!.text_body).toContain("from Member to Finance");
    expect(await htmlOf(member.mails[0]!)).toContain('name="viewport"');
    expect((await told(team.owner, "team:role_changed")).notes).toHaveLength(0);
    expect((await told(team.admin, "team:role_changed")).notes).toEqual([
      "Member Colleague is now Finance (was Member).",
    ]);
  });

  it("a removal emails the removed person; leaving oneself tells only the others", async () => {
    const team = await testTeam();
    const email = team.member.user.email;
    await removeMember(actorOf(team.owner, "owner", team.partnerId), team.member.user.id);
    const mails = await db()
      .selectFrom("outbox")
      .select(["subject", "text_body"])
      .where("to_address", "=", email)
      .where("kind", "=", "team:removed")
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain("Hello Member,");
    expect((await told(team.owner, "team:removed")).notes).toHaveLength(0);
    expect((await told(team.admin, "team:removed")).notes).toHaveLength(1);

    await removeMember(actorOf(team.finance, "finance", team.partnerId), team.finance.user.id);
    expect((await told(team.finance, "team:removed")).mails).toHaveLength(0);
    expect((await told(team.owner, "team:removed")).notes).toEqual([expect.stringMatching(/left the team/)]);
  });

  it("a transfer of ownership tells the new owner by email and bell, not the former owner", async () => {
    const team = await testTeam();
    await transferOwnership(actorOf(team.owner, "owner", team.partnerId), team.admin.user.id);
    const admin = await told(team.admin, "team:ownership_transferred");
    expect(admin.notes).toHaveLength(1);
    expect(admin.mails).toHaveLength(1);
    expect(admin.mails[0]!.subject).toMatch(/^You are now an owner of/);
    expect((await told(team.owner, "team:ownership_transferred")).notes).toHaveLength(0);
  });
});
