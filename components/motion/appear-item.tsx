"use client";

import type { ComponentProps } from "react";
import { useAppearClass } from "./use-appear";

/** A list item that fades in when it joins a list on a running page (a card a filter brings in). */
export function AppearItem({ className, ...props }: ComponentProps<"li">) {
  const appear = useAppearClass();
  return <li {...props} className={appear ? `${className ?? ""} ${appear}` : className} />;
}
