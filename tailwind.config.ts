import type { Config } from "tailwindcss";
import { MOTION_DURATION_MS } from "./components/motion/timing";

// Design tokens. Loaded from app/globals.css through `@config`, so they stay typed and
// importable by components that need a value in script (charts, canvas).
export const tokens = {
  colors: {
    ink: { DEFAULT: "#0b1020", soft: "#141b33", muted: "#1d2646" },
    brand: { DEFAULT: "#4f46e5", light: "#818cf8", dark: "#3730a3" },
    accent: { DEFAULT: "#06b6d4", dark: "#0e7490" },
    success: "#15803d",
    info: "#1d4ed8",
    warning: "#b45309",
    danger: "#b91c1c",
  },
} as const;

const config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}", "./content/**/*.ts"],
  theme: {
    extend: {
      colors: tokens.colors,
      maxWidth: { content: "80rem" },
      keyframes: {
        marquee: { from: { transform: "translateX(0)" }, to: { transform: "translateX(-50%)" } },
        appear: {
          from: { opacity: "0", transform: "translateY(8px)" },
          to: { opacity: "1", transform: "none" },
        },
      },
      // The site's one transition time (components/motion/timing.ts), for what animates in
      // CSS rather than with the motion library: `animate-appear` (content that arrives on
      // a running page: a wizard's step, the next tab, a card a filter brings back;
      // components/motion/use-appear.ts), `duration-motion` (the wizard's progress bar).
      animation: { appear: `appear ${MOTION_DURATION_MS}ms ease-out` },
      transitionDuration: { motion: `${MOTION_DURATION_MS}ms` },
    },
  },
} satisfies Config;

export default config;
