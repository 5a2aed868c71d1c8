// Copy of the partner portal's sign-in screen, in a module of its own: the sign-in form ships
// with the page's first load, which carries only the copy it shows.

export const loginCopy = {
  title: "Partner Login",
  lead: "Sign in to follow your deals, commissions, referrals, resources and training.",
  approvalNote:
    "New partners: after admin approval of your claim, you receive your registration access by email.",
  welcome: "Welcome back! Redirecting to dashboard...",
  /** The same greeting for the programme team, whose sign-in opens the console. */
  welcomeConsole: "Welcome back! Redirecting to the console...",
  /** A first sign-in: nobody is "back" yet. */
  welcomeFirst: "Welcome! Redirecting to dashboard...",
  welcomeFirstConsole: "Welcome! Redirecting to the console...",
  registered: "Registration completed successfully! Please check your email for verification.",
  rememberHint: "Keeps you signed in on this device for 30 days.",
} as const;
