// The messages of the members domain (a partner company's team), shared by the schemas in
// members.ts, the API and the Team and invitation screens.

export const memberMessages = {
  emailMissing: "Please enter your colleague's email address.",
  emailInvalid: "Please enter a valid email address.",
  role: "Choose a role: owner, admin, member or finance.",
  inviteRole: "Invite a colleague as admin, member or finance; make them an owner once they have joined.",
  invitationPending: "This colleague already has an invitation waiting. Revoke it to send a new one.",
  invitationNotFound: "Invitation not found.",
  invitationClosed: "This invitation was already accepted or revoked.",
  invitationGone:
    "This invitation link has been used, revoked or has expired. Ask a colleague who manages your team for a new one.",
  invitationLink: "This invitation link is not valid. Use the link from your email.",
  firstName: "Please enter your first name.",
  lastName: "Please enter your last name.",
  password: "Please choose a password.",
  passwordLength: "Password must be at least 8 characters long.",
  userId: "Choose a member of your team.",
  memberNotFound: "That person is not a member of your team.",
  ownersOnlyRole: "Only an owner can make someone an owner or change an owner's role.",
  ownersOnlyRemove: "Only an owner can remove an owner.",
  ownersOnlyFinance:
    "Only an owner can make someone finance or change a finance colleague's role: finance decides where the company's money goes.",
  ownersOnlyKeep:
    "Only an owner can keep a removed colleague's API keys and invitations; otherwise they are revoked.",
  keepOnRemovalOnly:
    "Keeping API keys and invitations applies only when removing a colleague, not when leaving.",
  keepFlag: "keepApiKeys and keepInvitations take true or false.",
  alreadyColleague: "This person is already in your team.",
  acceptThroughSso:
    "Your company signs in with single sign-on, so this invitation takes no password. Use “Continue with SSO” with the invited email address to join.",
  acceptAccountExists:
    "This email address already has a partner portal account, and one address can belong to one company only. Sign in with that account, or ask the colleague who invited you to invite another address.",
  lastOwner:
    "A company needs at least one owner. Make another colleague an owner first (or transfer ownership).",
  transferSelf: "You already own the company. Choose a colleague to transfer ownership to.",
  transferOwner: "That colleague is already an owner.",
  requireTwoFactor: "Choose whether the company requires two-factor authentication (true or false).",
  enableOwnTwoFactorFirst:
    "Turn on two-factor authentication for your own account first, so that you are not locked out.",
  twoFactorRequired:
    "Your company requires two-factor authentication. Set it up in your account settings to continue.",
  invitationsLimit: "Too many invitations. Please try again later.",
} as const;

/** Who registered a deal or referral, asked for a payout or sent an invitation, once that person is gone. */
export const FORMER_MEMBER = "Former member";
