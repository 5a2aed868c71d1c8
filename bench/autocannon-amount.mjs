// autocannon for a fixed number of requests (`amount`), with its rate timed from the start to
// the last answer. autocannon itself notices the last answer only at its next one-second
// sample, so its duration is whole seconds (5,000 requests in 4.1 s or 4.9 s both read
// 5.01 s) and its mean rate counts a partly filled last second.
import autocannon from "autocannon";

/** autocannon's result plus `requestsPerSecond`, timed to the last answer. */
export async function runAmount(options) {
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  const requests = options.requests.map((request) => ({
    ...request,
    onResponse: (...args) => {
      lastAnswerAt = performance.now();
      request.onResponse?.(...args);
    },
  }));
  const result = await autocannon({ ...options, requests });
  return { ...result, requestsPerSecond: result.requests.total / ((lastAnswerAt - startedAt) / 1000) };
}
