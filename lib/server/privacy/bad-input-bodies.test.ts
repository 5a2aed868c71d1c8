import { describe, it } from "vitest";
import { bodyCases, expectRefused, prepareEndpointRefusals } from "@/test/support/privacy-endpoints";
import { clientAddresses } from "@/test/support/routes";
import { useTestDatabase } from "@/test/support/test-database";

// The body refusals of the programme team's person export and erasure (missing, malformed and
// unknown addresses, extra fields, broken, empty, form and oversized bodies) and of approving a
// deletion request. Each answer is a 4xx with its message; nothing changes.

useTestDatabase();
const nextIp = clientAddresses("10.64");
prepareEndpointRefusals();

describe("every export and erasure endpoint refuses, changing nothing", () => {
  it.each(bodyCases.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    await expectRefused(c, nextIp());
  });
});
