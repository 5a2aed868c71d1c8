// Single sign-on's messages, shared by the API, the sign-in page and the owner's settings
// (zod-free, so the sign-in page does not ship the validation library for them).

/** Why a sign-in through a provider did not finish: the sign-in page shows ?sso_error=<code>. */
export const ssoErrorMessages = {
  unavailable:
    "The sign-in provider is not answering. Try again in a few minutes, or ask whoever runs it. " +
    "You have not been signed in.",
  failed:
    "The sign-in provider's answer could not be verified. You have not been signed in. Please try again.",
  expired: "This sign-in has expired or was already used. Please start again.",
  tooMany:
    "Too many single sign-on attempts came from this network. You have not been signed in. " +
    "Please wait a few minutes and try again.",
  otherBrowser:
    "This sign-in was not started in this browser, so it cannot finish here. You have not been signed in. " +
    "Please start again.",
  cancelled: "The sign-in provider did not sign you in. Please try again.",
  notConfigured: "Single sign-on is not set up for this address. Sign in with your password.",
  domainNotAllowed:
    "This account is not allowed into the programme console. Ask the programme team to add you.",
  emailUnverified: "The sign-in provider has not verified this email address.",
  emailMissing:
    "Your sign-in provider did not share your email address. You have not been signed in. " +
    "Ask whoever runs it to share the email claim with this application.",
  emailInvalid:
    "Your sign-in provider gave an email address this service cannot accept. You have not been signed in. " +
    "Ask whoever runs it to check your address.",
  domainNotProved:
    "This email address is not on a domain your company has proved for single sign-on. " +
    "Ask your company's owner.",
  otherCompany:
    "This email address belongs to an account outside this company. Contact your company's owner.",
  notActive: "Your partner account is not active. Please contact support.",
  providerAddress:
    "Your company's sign-in provider is on a private or local network address, which this service " +
    "does not connect to. You have not been signed in. Ask your company's owner to check the " +
    "single sign-on settings.",
} as const;
export type SsoErrorCode = keyof typeof ssoErrorMessages;

export function isSsoErrorCode(value: unknown): value is SsoErrorCode {
  return typeof value === "string" && Object.hasOwn(ssoErrorMessages, value);
}

export const ssoMessages = {
  passwordRefusedPartner:
    "Your company signs in with single sign-on. Use “Continue with SSO” with your work email.",
  passwordRefusedAdmin: "The programme team signs in with single sign-on. Use “Sign in with SSO”.",
  ownersOnly: "Only an owner of your company can set up single sign-on.",
  issuerInvalid: "Enter the provider's issuer URL, such as https://login.example.com.",
  issuerHttp: "The issuer URL must start with https://.",
  issuerPrivate:
    "The issuer URL points to a private or local network address (such as 127.0.0.1 or 10.x), " +
    "which single sign-on cannot use. Enter your provider's public address.",
  clientIdMissing: "Enter the client ID your provider gave this application.",
  clientSecretMissing: "Enter the client secret your provider gave this application.",
  domainInvalid: "Enter email domains such as example.com.",
  tooManyDomains: "A company can have at most 20 single sign-on domains.",
  providerUnreachable:
    "We could not read the provider's configuration at that issuer URL. Check the address and try again.",
  requireNeedsDomain: "Prove at least one domain before requiring single sign-on.",
  domainUnknown: "Add this domain to your single sign-on settings first.",
  domainTaken: "Another company has already proved this domain.",
  domainNotProved:
    "We could not find the TXT record for this domain yet. DNS changes can take a while to appear; " +
    "try again later.",
  notSetUp: "Single sign-on is not set up for your company yet.",
  startEmailInvalid: "Enter your work email address.",
} as const;
