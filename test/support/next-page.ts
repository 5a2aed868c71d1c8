// A page as Next writes it: its stylesheet, script preload and async script tags, a legacy
// script, and flight data in the body (for the tests of server/scripts-after-paint.ts and its build step).
export const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="x"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>` +
  `<script src="/_next/static/chunks/react.js" async=""></script>` +
  `<script src="/_next/static/chunks/page.js" async=""></script>` +
  `<script src="/_next/static/chunks/legacy.js" noModule=""></script></head>` +
  `<body>${body}<script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `<script src="/_next/static/chunks/runtime.js" async=""></script></body></html>`;
