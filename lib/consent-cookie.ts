// The cookie banner's choice, mirrored in a first-party cookie so the server can honour it
// too: until a visitor accepts, they get no functional cookies (partner_ref) and no referral
// attribution. Shared by the browser's consent module and the server.
export const CONSENT_COOKIE = "cookie-consent";
/** How long the mirrored choice lasts: a year, like the banner's stored choice is remembered. */
export const CONSENT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Whether the stored choice allows analytics and functional cookies (partner_ref among
 * them): only the exact value the banner writes on Accept. "Rejected", "ACCEPTED", an empty
 * value or no cookie at all allow nothing.
 */
export const allowsFunctionalCookies = (consent: string | null | undefined) => consent === "accepted";
