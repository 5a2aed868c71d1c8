/** The book-demo form's element id: what is typed before the form's code arrives is kept by it. */
export const BOOK_DEMO_FORM_ID = "book-demo-form";
