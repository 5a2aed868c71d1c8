import type { LegalBlock as Block } from "@/content/legal";
import { RichText } from "./rich-text";

export function LegalBlock({ block }: { block: Block }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p>
          <RichText value={block.text} />
        </p>
      );
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-6">
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText value={item} />
            </li>
          ))}
        </ul>
      );
    case "table":
      // The wrapper scrolls sideways on narrow screens; it is focusable so keyboard users can scroll it too.
      return (
        <div
          role="region"
          aria-label={block.caption}
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-slate-200"
        >
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <caption className="sr-only">{block.caption}</caption>
            <thead className="bg-slate-50 text-ink">
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {block.rows.map((row) => (
                <tr key={row.join("|")} className="align-top">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="px-4 py-3 font-medium text-ink">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="px-4 py-3">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}
