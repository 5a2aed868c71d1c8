import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { call } from "./api";
import { errorCatalogue } from "./messages";

// The one fetch: JSON in and out, failures as catalogue messages, a 401 back to the login page.

const fetchMock = vi.fn<typeof fetch>();
const assign = vi.fn();
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("window", { location: { assign } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  assign.mockReset();
});

describe("call", () => {
  it("sends JSON with the cookie and reads the answer", async () => {
    fetchMock.mockResolvedValueOnce(answer(201, { success: true, deal: { id: "d1" } }));
    const result = await call<{ deal: { id: string } }>("/api/partners/deals", {
      json: { customerName: "C" },
    });
    expect(result).toMatchObject({ ok: true, status: 201, data: { deal: { id: "d1" } } });
    expect(fetchMock).toHaveBeenCalledWith("/api/partners/deals", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: '{"customerName":"C"}',
    });
  });

  it("turns a refusal into the server's text, else the catalogue's, with the fields and the body", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(409, {
        success: false,
        error: "You have already registered this customer.",
        existingDeal: { id: "d0" },
      }),
    );
    expect(await call("/api/partners/deals", { json: {} })).toMatchObject({
      ok: false,
      status: 409,
      message: "You have already registered this customer.",
      body: { existingDeal: { id: "d0" } },
    });
    fetchMock.mockResolvedValueOnce(new Response("<html>", { status: 502 }));
    expect(await call("/api/partners/deals")).toMatchObject({
      ok: false,
      message: errorCatalogue.generic.fallback,
      network: false,
    });
    // A 200 whose body says it failed is a failure too.
    fetchMock.mockResolvedValueOnce(answer(200, { success: false, errors: { note: "Too long" } }));
    expect(await call("/api/x", { errors: errorCatalogue.console })).toMatchObject({
      ok: false,
      message: "The request failed (HTTP 200).",
      fields: { note: "Too long" },
    });
  });

  it("answers a network failure with the one network text", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await call("/api/partners/deals")).toEqual({
      ok: false,
      status: 0,
      message: "Network error. Please check your connection and try again.",
      network: true,
    });
  });

  it("on a 401 of a signed-in call, ends the session and goes to the login page", async () => {
    fetchMock
      .mockResolvedValueOnce(answer(401, { success: false, error: "Authentication required" }))
      .mockResolvedValueOnce(answer(200, { success: true }));
    const result = await call("/api/admin/deals/d1/approve", {
      method: "POST",
      errors: errorCatalogue.console,
      signOutOn401: true,
    });
    expect(result).toMatchObject({
      ok: false,
      status: 401,
      message: "Your session has ended. Please sign in again.",
    });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/partner-portal/login"));
    expect(fetchMock).toHaveBeenLastCalledWith("/api/auth/logout", {
      method: "POST",
      credentials: "same-origin",
    });
  });

  it("leaves a 401 before signing in to the form (a wrong password)", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(401, { success: false, error: "Invalid email or password. Please try again." }),
    );
    expect(await call("/api/auth/login", { json: {}, errors: errorCatalogue.login })).toMatchObject({
      ok: false,
      message: "Invalid email or password. Please try again.",
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("signOut", () => {
  it("goes on to the sign-in provider's logout when the server names one", async () => {
    vi.resetModules();
    const { signOut } = await import("./api");
    const providerLogout = "https://login.example.com/session/end?id_token_hint=x&client_id=console";
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, providerLogoutUrl: providerLogout }));
    await signOut();
    expect(assign).toHaveBeenCalledWith(providerLogout);
  });

  it("goes to the login page when the server names none", async () => {
    vi.resetModules();
    const { signOut } = await import("./api");
    fetchMock.mockResolvedValueOnce(answer(200, { success: true }));
    await signOut();
    expect(assign).toHaveBeenCalledWith("/partner-portal/login");
  });
});
