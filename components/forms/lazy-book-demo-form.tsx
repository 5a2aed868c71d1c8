"use client";

import dynamic from "next/dynamic";
import { BOOK_DEMO_FORM_ID } from "./book-demo-form-id";
import { captureEarlyInput } from "./early-input";

// The book-demo form (react-hook-form; zod with its first submit) loads beside the page rather
// than in its first load, which keeps the page's first-load script as it was. The
// server-rendered form shows at once; what is typed into it before its code arrives is kept
// (early-input.ts), and its button waits for that code.
const BookDemoForm = dynamic(() => import("./book-demo-form").then((m) => m.BookDemoForm));

export function LazyBookDemoForm() {
  captureEarlyInput(BOOK_DEMO_FORM_ID);
  return <BookDemoForm />;
}
