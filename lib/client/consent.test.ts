import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { trackCtaClick, trackEvent } from "./analytics";
import { CONSENT_STORAGE_KEY, readConsent, subscribeToConsent, writeConsent } from "./consent";

// A minimal browser: a window that is an EventTarget with localStorage and a gtag spy, and
// a document whose cookie property behaves like the real one for set and expire.
function installFakeBrowser({ storageThrows = false } = {}) {
  const storage = new Map<string, string>();
  const cookies = new Map<string, string>();
  const gtag = vi.fn();
  const win = Object.assign(new EventTarget(), {
    gtag: gtag as typeof gtag | undefined,
    location: { hostname: "www.finlytic.test" },
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error("blocked");
        return storage.get(key) ?? null;
      },
      setItem: (key: string, value: string) => {
        if (storageThrows) throw new Error("blocked");
        storage.set(key, value);
      },
    },
  });
  const doc = {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(text: string) {
      const [pair = "", ...attributes] = text.split(";");
      const [name = "", value = ""] = pair.split("=");
      const expired = attributes.some((attribute) => /expires=Thu, 01 Jan 1970/.test(attribute));
      if (expired) cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    },
  };
  vi.stubGlobal("window", win);
  vi.stubGlobal("document", doc);
  return { win, doc, storage, gtag };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("consent store", () => {
  it("reads only the two known choices", () => {
    const { storage } = installFakeBrowser();
    expect(readConsent()).toBeNull();
    storage.set(CONSENT_STORAGE_KEY, "maybe");
    expect(readConsent()).toBeNull();
    storage.set(CONSENT_STORAGE_KEY, "accepted");
    expect(readConsent()).toBe("accepted");
  });

  it("stores the choice and tells subscribers, in this tab and from other tabs", () => {
    const { win, storage } = installFakeBrowser();
    const onChange = vi.fn();
    const unsubscribe = subscribeToConsent(onChange);
    writeConsent("accepted");
    expect(storage.get(CONSENT_STORAGE_KEY)).toBe("accepted");
    expect(onChange).toHaveBeenCalledTimes(1);

    const storageEvent = (key: string) => Object.assign(new Event("storage"), { key });
    win.dispatchEvent(storageEvent(CONSENT_STORAGE_KEY));
    win.dispatchEvent(storageEvent("something-else"));
    expect(onChange).toHaveBeenCalledTimes(2);

    unsubscribe();
    writeConsent("rejected");
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("still announces the choice when storage is blocked", () => {
    installFakeBrowser({ storageThrows: true });
    const onChange = vi.fn();
    subscribeToConsent(onChange);
    expect(() => writeConsent("rejected")).not.toThrow();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(readConsent()).toBeNull();
  });

  it("removes analytics cookies when consent is withdrawn, and only those", () => {
    const { doc } = installFakeBrowser();
    doc.cookie = "_ga=GA1.1.1.2; path=/";
    doc.cookie = "_ga_ABC123=GS1.1; path=/";
    doc.cookie = "partner_hint=1; path=/";
    writeConsent("accepted");
    expect(doc.cookie).toContain("_ga=");
    writeConsent("rejected");
    expect(doc.cookie).toBe("partner_hint=1; cookie-consent=rejected");
  });

  it("mirrors the choice in a cookie the server reads, also for a choice stored before", () => {
    const { doc, storage } = installFakeBrowser();
    writeConsent("accepted");
    expect(doc.cookie).toBe("cookie-consent=accepted");
    writeConsent("rejected");
    expect(doc.cookie).toBe("cookie-consent=rejected");
    doc.cookie = "cookie-consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
    storage.set(CONSENT_STORAGE_KEY, "rejected");
    expect(readConsent()).toBe("rejected");
    expect(doc.cookie).toBe("cookie-consent=rejected");
  });
});

describe("analytics helper", () => {
  beforeEach(() => {
    installFakeBrowser();
  });

  it("sends nothing before the visitor has chosen", () => {
    trackCtaClick("Book a Demo", "navigation");
    expect(window.gtag).not.toHaveBeenCalled();
  });

  it("sends events after Accept and stops after Reject", () => {
    writeConsent("accepted");
    trackCtaClick("Book a Demo", "navigation");
    expect(window.gtag).toHaveBeenCalledWith("event", "cta_click", {
      cta_name: "Book a Demo",
      location: "navigation",
    });

    writeConsent("rejected");
    trackEvent("generate_lead", { source: "Partners Page" });
    expect(window.gtag).toHaveBeenCalledTimes(1);
  });

  it("does nothing when the page has no gtag, even with consent", () => {
    window.gtag = undefined;
    writeConsent("accepted");
    expect(() => trackEvent("form_submit")).not.toThrow();
  });
});
