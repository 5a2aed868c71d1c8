import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/server/env";
import { apiMessages } from "@/lib/validation/api";
import { isForbiddenAddress } from "@/lib/server/outbound/addresses";
import { resolveWebhookTarget, type Resolver } from "./targets";

// Webhook targets: public addresses only, checked on the resolved addresses of the name, so
// a name pointing at 127.0.0.1 (or one private address among public ones) is refused.

afterEach(() => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
  resetEnvForTests();
});

const resolvesTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

describe("webhook targets", () => {
  it.each([
    "127.0.0.1",
    "127.10.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "64:ff9b::7f00:1",
    "fd00:ec2::254",
    // IPv6 forms that embed a private or loopback IPv4 address.
    "::127.0.0.1",
    "::7f00:1",
    "::ffff:7f00:1",
    "::ffff:0:7f00:1",
    "::ffff:0:127.0.0.1",
    "::ffff:0:a00:1",
    "2002:7f00:1::1",
    "2002:a9fe:a9fe::",
    "2002:c0a8:101:1::5",
    "64:ff9b::10.0.0.1",
    "64:ff9b:1::a00:1",
    "2001:0:4136:e378:8000:63bf:80ff:fffe",
    "2001:0:7f00:1::1",
    "2606:4700::5efe:7f00:1",
    "2606:4700::200:5efe:a00:1",
    "0:0:0:0:0:ffff:7f00:1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "172.32.0.1",
    "2606:4700:4700::1111",
    "::ffff:8.8.8.8",
    "2002:808:808::1",
    "2a00:1450:4001:80b::200e",
  ])("accepts %s", (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });

  it("refuses a name that resolves to 127.0.0.1, and the real name localhost", async () => {
    await expect(
      resolveWebhookTarget("https://hooks.example.com/in", resolvesTo("127.0.0.1")),
    ).rejects.toMatchObject({ status: 400, message: apiMessages.privateTarget });
    await expect(resolveWebhookTarget("https://localhost/in")).rejects.toMatchObject({
      status: 400,
      message: apiMessages.privateTarget,
    });
  });

  it.each(["https://[::127.0.0.1]/in", "https://[::ffff:0:7f00:1]/in", "https://[2002:7f00:1::1]/in"])(
    "refuses the URL %s and a name resolving to its address",
    async (url) => {
      await expect(resolveWebhookTarget(url)).rejects.toMatchObject({ message: apiMessages.privateTarget });
      const address = new URL(url).hostname.replace(/^\[|\]$/g, "");
      await expect(
        resolveWebhookTarget("https://hooks.example.com/in", resolvesTo(address)),
      ).rejects.toMatchObject({ message: apiMessages.privateTarget });
    },
  );

  it("refuses a name with one private address among public ones", async () => {
    await expect(
      resolveWebhookTarget("https://hooks.example.com/in", resolvesTo("93.184.216.34", "10.0.0.5")),
    ).rejects.toMatchObject({ status: 400, message: apiMessages.privateTarget });
  });

  it("refuses literal private addresses, plain http, and names that do not resolve", async () => {
    await expect(resolveWebhookTarget("https://169.254.169.254/latest")).rejects.toMatchObject({
      message: apiMessages.privateTarget,
    });
    await expect(resolveWebhookTarget("https://[::1]:8443/")).rejects.toMatchObject({
      message: apiMessages.privateTarget,
    });
    await expect(
      resolveWebhookTarget("http://hooks.example.com/", resolvesTo("93.184.216.34")),
    ).rejects.toMatchObject({ message: apiMessages.webhookUrl });
    await expect(resolveWebhookTarget("https://nowhere.invalid/", resolvesTo())).rejects.toMatchObject({
      message: apiMessages.unresolvable,
    });
  });

  it("connects to the address it checked", async () => {
    const target = await resolveWebhookTarget("https://hooks.example.com/in", resolvesTo("93.184.216.34"));
    expect(target).toMatchObject({ address: "93.184.216.34", family: 4 });
    expect(target.url.hostname).toBe("hooks.example.com");
  });

  it("allows private targets and plain http with WEBHOOK_ALLOW_PRIVATE_TARGETS=true", async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
    resetEnvForTests();
    const target = await resolveWebhookTarget("http://127.0.0.1:4999/hook");
    expect(target.address).toBe("127.0.0.1");
    await expect(resolveWebhookTarget("ftp://127.0.0.1/")).rejects.toMatchObject({
      message: apiMessages.webhookUrl,
    });
  });
});
