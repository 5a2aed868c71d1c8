// The browser's side of the captcha's alternative: find a nonce whose SHA-256 digest of
// `${salt}:${nonce}` starts with `difficulty` zero bits (WebCrypto, in batches so that the
// page stays responsive). The server checks the same digest once.

const BATCH = 2000;

function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

/** The first nonce that does the work; null when `cancelled()` turns true first. */
export async function solveWork(
  salt: string,
  difficulty: number,
  cancelled: () => boolean = () => false,
): Promise<string | null> {
  const encoder = new TextEncoder();
  for (let start = 0; !cancelled(); start += BATCH) {
    const digests = await Promise.all(
      Array.from({ length: BATCH }, (_, i) =>
        crypto.subtle.digest("SHA-256", encoder.encode(`${salt}:${start + i}`)),
      ),
    );
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= difficulty);
    if (found >= 0) return String(start + found);
  }
  return null;
}
