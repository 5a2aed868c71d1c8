// Referral endpoints refusing bad input in tests (imported by *.test.ts only): a client
// address per call, the case shape, and the ids that name no referral of the caller's.

let n = 0;
export const nextIp = () => `10.41.${Math.floor((n += 1) / 250)}.${n % 250}`;
export const long = (length: number) => "x".repeat(length);
export const injection = "Robert'); DROP TABLE referrals;--";

/** [name, body, status] */
export type Case = [name: string, body: unknown, status: number];
// Ids that name no referral of the caller's: each a 4xx on every endpoint that takes one.
export const foreignIds = [
  "00000000-0000-0000-0000-000000000000",
  "2b1f9c7e-4d1a-4c55-9e0b-3f6a1d2c8e77",
  "' or 1=1 --",
  "1; drop table referrals",
  "..%2F..%2Fadmin",
  "../../etc/passwd",
  "x".repeat(300),
  "🙂",
  "<script>alert(1)</script>",
  "%00",
  "a\u0000b",
  "a\uD800b",
  " ",
  "null",
  "undefined",
  "0",
  "-1",
  "1e9",
  "[]",
  "{}",
  "%",
  "*",
  "\\",
  "id\r\nX-Injected: 1",
  "ＩＤ",
  "İstanbul",
];
