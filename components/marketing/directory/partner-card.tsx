import Link from "next/link";
import type { PublicPartner } from "@/lib/server/directory/public";
import { tierLabel } from "@/lib/validation/tier-options";
import { placeLabel, serviceLabel } from "./labels";

/**
 * One partner in the directory's list. Its data-* attributes carry what the filters match,
 * so the small filter island can show and hide cards without any data of its own.
 */
export function PartnerCard({ partner }: { partner: PublicPartner }) {
  return (
    <li
      data-partner-card=""
      data-name={`${partner.name} ${partner.description}`.toLowerCase()}
      data-industry={partner.industries.join("|")}
      data-place={partner.countries.join("|")}
      data-service={partner.services.join("|")}
      data-language={partner.languages.join("|")}
      data-tier={partner.tier}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        {partner.logoUrl ? (
          // A small stored logo: next/image would need its host configured and gains nothing here.
          // Decorative beside the heading that names the company (the partner's page names it).
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={partner.logoUrl}
            alt=""
            width={40}
            height={40}
            className="h-10 w-10 rounded object-contain"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded bg-slate-100 font-bold text-slate-700"
          >
            {partner.name.slice(0, 1)}
          </span>
        )}
        <h3 className="text-lg font-semibold text-slate-900">
          <Link href={`/partners/directory/${partner.slug}`} className="hover:underline">
            {partner.name}
          </Link>
        </h3>
      </div>
      <p className="mt-1 text-sm font-medium text-slate-700">{tierLabel(partner.tier)} partner</p>
      <p className="mt-3 line-clamp-3 text-sm text-slate-700">{partner.description}</p>
      <p className="mt-3 text-sm text-slate-700">
        <span className="font-medium">Services:</span> {partner.services.map(serviceLabel).join(", ")}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        <span className="font-medium">Serves:</span> {partner.countries.map(placeLabel).join(", ")}
      </p>
    </li>
  );
}
