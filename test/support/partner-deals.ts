// A partner's deals in tests (imported by *.test.ts only): registering one from its own
// client address, so the per-address creation limit never mixes calls.
import { postDeal } from "./deals";
import { clientAddresses } from "./routes";

export const nextIp = clientAddresses("10.20");
export const create = (token: string, body: unknown, headers?: Record<string, string>) =>
  postDeal(token, body, { ip: nextIp(), headers });
