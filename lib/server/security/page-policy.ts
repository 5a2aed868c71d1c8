// The Content Security Policy of the partner portal's and the team's console's pages. The
// marketing pages carry next.config.ts's policy, which has to allow inline scripts (the
// scripts-after-paint loader is written into them after rendering, without a nonce); here
// every request gets a fresh nonce instead, and only scripts carrying it (Next applies it to
// its own) or loaded by them ('strict-dynamic') run.
// Styles stay 'unsafe-inline': the animations write style attributes, which a nonce cannot
// cover, and a style cannot run code.

/** The paths whose pages the proxy gives a nonce policy. */
export function hasNoncePolicy(pathname: string): boolean {
  return /^\/(partner-portal|admin)(\/|$)/.test(pathname);
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

export function noncePolicy(nonce: string, options: { dev?: boolean } = {}): string {
  return [
    "default-src 'self'",
    // React rebuilds server error stacks with eval in development only.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
    "object-src 'none'",
  ].join("; ");
}

/**
 * The request headers a page renders with (Next reads the nonce from the request's policy
 * and puts it on its scripts; `x-nonce` is for a page's own <Script>), and the policy the
 * response must carry.
 */
export function withNoncePolicy(
  requestHeaders: Headers,
  options: { dev?: boolean } = {},
): { headers: Headers; policy: string } {
  const nonce = createNonce();
  const policy = noncePolicy(nonce, options);
  const headers = new Headers(requestHeaders);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", policy);
  return { headers, policy };
}
