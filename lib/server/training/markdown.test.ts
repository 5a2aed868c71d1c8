import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

// What a partner's browser receives for a module body written in the console: formatting
// yes, anything that could run or load script no.

describe("module bodies in Markdown", () => {
  it("renders headings, emphasis, lists, tables and links", () => {
    const html = renderMarkdown(
      "## Close\n\n**Bold** and *soft*\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[Docs](/partner-portal/docs) and [site](https://finlytic.ai)",
    );
    expect(html).toContain("<h2>Close</h2>");
    expect(html).toContain("<strong>Bold</strong>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<table>");
    expect(html).toContain('<a href="/partner-portal/docs">Docs</a>');
    expect(html).toContain(
      '<a href="https://finlytic.ai" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });

  const hostile: [string, string][] = [
    ["a script element", "<script>alert(1)</script>"],
    ["an image with onerror", '<img src=x onerror="alert(1)">'],
    ["an iframe", '<iframe src="https://evil.example"></iframe>'],
    ["inline raw HTML", 'Hello <b onclick="alert(1)">there</b>'],
    ["a style element", "<style>body{display:none}</style>"],
    ["an svg with onload", '<svg onload="alert(1)"></svg>'],
  ];
  it.each(hostile)("shows %s as text, never as markup", (_label, source) => {
    const html = renderMarkdown(source);
    expect(html).not.toMatch(/<(script|img|iframe|b |style|svg)/i);
    expect(html).toContain("&lt;");
  });

  const badLinks = [
    "[click](javascript:alert(1))",
    "[click](JAVASCRIPT:alert(1))",
    "[click](  javascript:alert(1))",
    "[click](java&#x09;script:alert(1))",
    "[click](vbscript:msgbox(1))",
    "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "![pic](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)",
    "[click](file:///etc/passwd)",
    "[click](//evil.example/path)",
    "<javascript:alert(1)>",
  ];
  it.each(badLinks)("neutralises the link %s", (source) => {
    const html = renderMarkdown(source);
    expect(html).not.toMatch(/href="(?!\/partner)/i);
    expect(html).not.toMatch(/src=/i);
    expect(html.toLowerCase()).not.toContain('href="javascript');
  });

  it("keeps mail links and in-page anchors", () => {
    expect(renderMarkdown("[mail](mailto:partners@finlytic.ai) [top](#top)")).toContain(
      'href="mailto:partners@finlytic.ai"',
    );
    expect(renderMarkdown("[top](#top)")).toContain('href="#top"');
  });
});
