import { createFormControl } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { invitationSchema } from "@/lib/validation/members";
import { applyRefusal, errorMessages, schemaResolver, submitWith } from "./schema-form";

type Invite = z.input<typeof invitationSchema>;

function inviteForm(values: Invite, schema: Parameters<typeof schemaResolver<Invite, Invite>>[0]) {
  return createFormControl<Invite, unknown, z.output<typeof invitationSchema>>({
    resolver: schemaResolver(schema) as never,
    defaultValues: values,
  });
}

describe("schemaResolver", () => {
  it("checks the values with the route's own schema and gives its messages", async () => {
    const resolve = schemaResolver<Invite, Invite>(invitationSchema as never);
    const result = await resolve({ email: "not an address", role: "" as never }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const expected = invitationSchema.safeParse({ email: "not an address", role: "" });
    expect(expected.success).toBe(false);
    const messages = Object.fromEntries(
      expected.error!.issues.map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(result.values).toEqual({});
    expect(result.errors.email?.message).toBe(messages.email);
    expect(result.errors.role?.message).toBe(messages.role);
  });

  it("loads a schema given as a loader once, and again after a failed load", async () => {
    const loader = vi
      .fn<() => Promise<typeof invitationSchema>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(invitationSchema);
    const resolve = schemaResolver<Invite, Invite>(loader as never);
    const options = { fields: {}, shouldUseNativeValidation: false };
    const values = { email: "ada@example.com", role: "member" } as Invite;
    await expect(resolve(values, undefined, options)).rejects.toThrow("offline");
    const first = await resolve(values, undefined, options);
    await resolve(values, undefined, options);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(first.errors).toEqual({});
    expect(first.values).toMatchObject({ email: "ada@example.com", role: "member" });
  });

  it("loads early on preload(), and a later check uses what was loaded", async () => {
    const loader = vi.fn(async () => invitationSchema);
    const resolve = schemaResolver<Invite, Invite>(loader as never);
    expect(loader).not.toHaveBeenCalled();
    await resolve.preload();
    await resolve.preload();
    expect(loader).toHaveBeenCalledTimes(1);
    const result = await resolve({ email: "ada@example.com", role: "member" } as Invite, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toEqual({});
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe("applyRefusal", () => {
  it("puts each named field's message under it and returns the alert's text", () => {
    const setError = vi.fn();
    const message = applyRefusal(
      setError,
      { email: "", role: "" },
      { ok: false, message: "Please check the form.", fields: { email: "Taken", other: "x" } },
    );
    expect(message).toBe("Please check the form.");
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      "email",
      { type: "server", message: "Taken" },
      { shouldFocus: true },
    );
  });

  it("maps the API's field names and nested paths onto the form's", () => {
    const setError = vi.fn();
    applyRefusal(
      setError,
      { domainsText: "", contact: { name: "" } },
      { ok: false, message: "No", fields: { domains: "Bad domain", "contact.name": "Required" } },
      { fieldNames: { domains: "domainsText" } },
    );
    expect(setError).toHaveBeenCalledWith(
      "domainsText",
      { type: "server", message: "Bad domain" },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      "contact.name",
      { type: "server", message: "Required" },
      { shouldFocus: false },
    );
  });

  it("puts a refusal without fields under messageField instead of the alert", () => {
    const setError = vi.fn();
    const message = applyRefusal(
      setError,
      { email: "", role: "" },
      { ok: false, message: "Already invited" },
      { messageField: "email" },
    );
    expect(message).toBeNull();
    expect(setError).toHaveBeenCalledWith("email", { type: "server", message: "Already invited" });
  });
});

describe("submitWith", () => {
  it("never sends values the schema refuses", async () => {
    const formControl = inviteForm({ email: "nope", role: "member" }, invitationSchema as never);
    const send = vi.fn();
    const onMessage = vi.fn();
    await submitWith(formControl, send, onMessage)();
    expect(send).not.toHaveBeenCalled();
    expect(formControl.getFieldState("email").error?.message).toBeTruthy();
  });

  it("sends the parsed values and shows the server's refusal on the form", async () => {
    const formControl = inviteForm({ email: "  Ada@Example.com ", role: "member" }, () =>
      Promise.resolve(invitationSchema as never),
    );
    const send = vi.fn().mockResolvedValue({
      ok: false,
      message: "Please correct the highlighted fields.",
      fields: { email: "Already a member" },
    });
    const onMessage = vi.fn();
    await submitWith(formControl, send, onMessage)();
    expect(send).toHaveBeenCalledWith(
      invitationSchema.parse({ email: "  Ada@Example.com ", role: "member" }),
    );
    expect(onMessage).toHaveBeenLastCalledWith("Please correct the highlighted fields.");
    expect(formControl.getFieldState("email").error?.message).toBe("Already a member");
  });

  it("clears the alert when a send succeeds", async () => {
    const formControl = inviteForm({ email: "ada@example.com", role: "member" }, invitationSchema as never);
    const onMessage = vi.fn();
    await submitWith(formControl, async () => ({ ok: true as const }), onMessage)();
    expect(onMessage.mock.calls).toEqual([[null]]);
  });
});

describe("errorMessages", () => {
  it("lists every message once, nested ones included, without reading the inputs", () => {
    const input = { message: "not me" };
    expect(
      errorMessages({
        graceDays: { type: "too_big", message: "Grace days", ref: input },
        tiers: { gold: { type: "custom", message: "Ascending" }, 1: { rate: { message: "Grace days" } } },
      }),
    ).toEqual(["Grace days", "Ascending"]);
  });
});
