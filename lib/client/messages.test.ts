import { describe, expect, it } from "vitest";
import { errorCatalogue, messageFor } from "./messages";

describe("messageFor", () => {
  it("uses the fixed text of a status whatever the server said", () => {
    expect(messageFor(errorCatalogue.sendOtp, 429, "Maximum OTP attempts reached.")).toBe(
      "Too many requests. Please wait before trying again.",
    );
    expect(messageFor(errorCatalogue.claim, 409, "x")).toBe(
      "A partner claim or account already exists for this email.",
    );
  });

  it("prefers the server's text where the catalogue says so, with the status's own fallback", () => {
    expect(messageFor(errorCatalogue.sendOtp, 400, "Bad address")).toBe("Bad address");
    expect(messageFor(errorCatalogue.sendOtp, 400, undefined)).toBe("Invalid email address");
    expect(messageFor(errorCatalogue.verifyOtp, 500, " ")).toBe("Server error. Please try again later.");
  });

  it("falls back for other statuses", () => {
    expect(messageFor(errorCatalogue.claim, 418, undefined)).toBe("Failed to submit claim");
    expect(messageFor(errorCatalogue.login, 401, "Invalid email or password. Please try again.")).toBe(
      "Invalid email or password. Please try again.",
    );
    expect(messageFor(errorCatalogue.login, 502, undefined)).toBe(
      "Invalid email or password. Please try again.",
    );
  });

  it("gives the console the server's text, else the status, and one text for an ended session", () => {
    expect(messageFor(errorCatalogue.console, 409, "This deal has already been reviewed.")).toBe(
      "This deal has already been reviewed.",
    );
    expect(messageFor(errorCatalogue.console, 502, undefined)).toBe("The request failed (HTTP 502).");
    expect(messageFor(errorCatalogue.consoleUpload, 413, undefined)).toBe("The upload failed (HTTP 413).");
    expect(messageFor(errorCatalogue.console, 401, "Authentication required")).toBe(
      "Your session has ended. Please sign in again.",
    );
  });
});
