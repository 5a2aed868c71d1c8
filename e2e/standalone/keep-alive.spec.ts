import http from "node:http";
import { expect, test } from "../support/test";
import { e2eConfig } from "../support/config";

// A load balancer keeps its connections to the server open and reuses one after long idle
// spells. The production server keeps an idle connection open longer than balancers do
// (KEEP_ALIVE_TIMEOUT_MS, 65 s), so a request sent on it after 10 s idle is answered on the
// same connection, where Node's default (5 s) would have closed it under the balancer.
function get(url: string, agent: http.Agent) {
  return new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
    });
    request.on("error", reject);
  });
}

test("a connection reused after 10 s idle gets its answer", async () => {
  test.setTimeout(30_000);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = `${e2eConfig.baseUrl}/api/health`;
  try {
    expect(await get(url, agent)).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    expect(await get(url, agent)).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
});
