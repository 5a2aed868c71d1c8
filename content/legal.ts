// Shared shapes and facts for the legal documents (privacy policy, terms, cookie settings).

/** A run of text, or a link inside it. */
export type Inline = string | { readonly href: string; readonly label: string };

/** A paragraph or list item: plain text, or text with links. */
export type RichText = string | readonly Inline[];

export type LegalBlock =
  | { readonly type: "paragraph"; readonly text: RichText }
  | { readonly type: "list"; readonly items: readonly RichText[] }
  | {
      readonly type: "table";
      readonly caption: string;
      readonly columns: readonly string[];
      readonly rows: readonly (readonly string[])[];
    };

export interface LegalSection {
  /** The anchor the table of contents links to. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  description: string;
  lastUpdated: { iso: string; label: string };
  intro: readonly RichText[];
  sections: readonly LegalSection[];
}

export const legalLastUpdated = { iso: "2026-11-25", label: "25 November 2026" } as const;

export const legalEntity = {
  name: "Finlytic AI Ltd.",
  registeredAddress: "1 Canada Square, Canary Wharf, London E14 5AB, United Kingdom",
  privacyEmail: "privacy@finlytic.ai",
  legalEmail: "legal@finlytic.ai",
} as const;

export const privacyEmailLink = {
  href: `mailto:${legalEntity.privacyEmail}`,
  label: legalEntity.privacyEmail,
} as const;
export const legalEmailLink = {
  href: `mailto:${legalEntity.legalEmail}`,
  label: legalEntity.legalEmail,
} as const;
export const cookieSettingsLink = { href: "/cookie-settings", label: "Cookie Settings" } as const;
export const privacyPolicyLink = { href: "/privacy-policy", label: "Privacy Policy" } as const;
export const privacyCookiesLink = { href: "/privacy-policy#cookies", label: "Privacy Policy" } as const;
export const termsLink = { href: "/terms-of-service", label: "Terms of Service" } as const;
