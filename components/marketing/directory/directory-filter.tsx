"use client";

import { useEffect } from "react";

// The directory's filters without a data bundle: the page is static and lists every listed
// partner; this island reads the filter form (a plain GET form, so the address can be shared)
// and hides the cards that do not match, from their data-* attributes. Without JavaScript the
// form still submits and the full list shows.

const fields = ["industry", "place", "service", "language", "tier"] as const;

function apply(form: HTMLFormElement) {
  const data = new FormData(form);
  const query = String(data.get("q") ?? "")
    .trim()
    .toLowerCase();
  let shown = 0;
  for (const card of document.querySelectorAll<HTMLElement>("[data-partner-card]")) {
    const match =
      (!query || (card.dataset.name ?? "").includes(query)) &&
      fields.every((field) => {
        const wanted = String(data.get(field) ?? "");
        if (!wanted) return true;
        const values = (card.dataset[field] ?? "").split("|");
        return values.includes(wanted);
      });
    card.hidden = !match;
    if (match) shown += 1;
  }
  const empty = document.getElementById("directory-empty");
  if (empty) empty.hidden = shown > 0;
  const count = document.getElementById("directory-count");
  if (count) count.textContent = `${shown} partner${shown === 1 ? "" : "s"}`;
}

export function DirectoryFilter({ formId }: { formId: string }) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const params = new URLSearchParams(window.location.search);
    for (const element of Array.from(form.elements)) {
      if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) {
        const value = params.get(element.name);
        if (value !== null) element.value = value;
      }
    }
    apply(form);
    const update = (event: Event) => {
      event.preventDefault();
      const search = new URLSearchParams();
      new FormData(form).forEach((value, key) => {
        if (String(value)) search.set(key, String(value));
      });
      window.history.replaceState(null, "", search.size ? `?${search}` : window.location.pathname);
      apply(form);
    };
    form.addEventListener("submit", update);
    form.addEventListener("change", update);
    form.addEventListener("input", update);
    return () => {
      form.removeEventListener("submit", update);
      form.removeEventListener("change", update);
      form.removeEventListener("input", update);
    };
  }, [formId]);
  return null;
}
