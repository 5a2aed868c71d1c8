"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { mainLinks, platformGroups, type ScrollGroup } from "@/content/navigation";
import { siteConfig } from "@/lib/config/site";
import { useCollapseOnDemand } from "@/components/motion/on-demand-collapse";
import { trackCtaClick, trackNavigationClick } from "@/lib/client/analytics";
import { scrollAndSelect, SCROLL_AFTER_NAVIGATION_MS } from "@/lib/client/scroll-to-section";
import { Logo } from "../logo";
import { PlatformMenu } from "./platform-menu";

export const SCROLLED_THRESHOLD_PX = 20;
export const DROPDOWN_CLOSE_DELAY_MS = 150;

const mobileMenuClass = "max-h-[80vh] overflow-y-auto border-t border-white/10 bg-ink lg:hidden";

type Menu = "platform" | null;

export function Navbar() {
  const pathname = usePathname();
  const router = useRouter();
  const [scrolled, setScrolled] = useState(false);
  const [openMenu, setOpenMenu] = useState<Menu>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A mouse click right after hovering open must not toggle the menu shut again.
  const openedByHover = useRef(false);
  // The mobile menu folds open and shut once framer-motion has loaded, which the first touch
  // of its button starts; until then it shows and goes at once.
  const { Collapse, load: loadCollapse } = useCollapseOnDemand();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const closeAll = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setOpenMenu(null);
    setMobileOpen(false);
  }, []);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLLED_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // Every route change closes the dropdown and the mobile menu.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpenMenu(null);
    setMobileOpen(false);
  }

  useEffect(() => {
    if (!openMenu && !mobileOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) closeAll();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      closeAll();
      navRef.current?.querySelector<HTMLElement>("[data-menu-trigger]")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [openMenu, mobileOpen, closeAll]);

  const selectSection = (group: ScrollGroup, id: string, label: string) => {
    trackNavigationClick(label, `/#${group.sectionId}`);
    closeAll();
    if (pathname === "/") {
      scrollAndSelect(group.sectionId, group.event, id);
      return;
    }
    router.push("/");
    window.setTimeout(() => scrollAndSelect(group.sectionId, group.event, id), SCROLL_AFTER_NAVIGATION_MS);
  };

  const onLogoClick = (event: React.MouseEvent) => {
    if (pathname !== "/") return;
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  const linkClass = (href: string) =>
    `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
      pathname === href ? "bg-white/15 text-white" : "text-slate-200 hover:bg-white/10 hover:text-white"
    }`;

  const mobileMenu = (
    <div className="px-4 pb-6">
      <ul className="flex flex-col gap-1 py-3">
        {[mainLinks.home, ...mainLinks.rest].map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={() => trackNavigationClick(link.label, link.href)}
              className={`block ${linkClass(link.href)}`}
              aria-current={pathname === link.href ? "page" : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <PlatformMenu groups={platformGroups} onSelect={selectSection} compact />
      <a
        href={siteConfig.bookingUrl}
        target="_blank"
        rel="noopener"
        onClick={() => trackCtaClick("Book a Demo", "mobile-navigation")}
        className="mt-4 block rounded-full bg-brand px-4 py-3 text-center text-sm font-semibold text-white"
      >
        Book a Demo
      </a>
    </div>
  );

  return (
    <header
      ref={navRef}
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 transition-colors duration-300 ${
        scrolled ? "bg-ink/90 shadow-lg backdrop-blur" : "bg-ink/60 backdrop-blur-sm"
      }`}
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-content items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Link
          href="/"
          onClick={onLogoClick}
          className="flex items-center gap-2 text-white"
          aria-label={`${siteConfig.name} home`}
        >
          <Logo />
        </Link>

        <ul className="hidden items-center gap-1 lg:flex">
          <li>
            <Link
              href={mainLinks.home.href}
              onClick={() => trackNavigationClick(mainLinks.home.label, mainLinks.home.href)}
              className={linkClass("/")}
              aria-current={pathname === "/" ? "page" : undefined}
            >
              {mainLinks.home.label}
            </Link>
          </li>
          <li
            className="relative"
            onPointerEnter={(event) => {
              if (event.pointerType !== "mouse") return;
              cancelClose();
              openedByHover.current = openMenu !== "platform";
              setOpenMenu("platform");
            }}
            onPointerLeave={(event) => {
              if (event.pointerType !== "mouse") return;
              // Whatever the hover opened is closing: the next click or Enter toggles again.
              openedByHover.current = false;
              closeTimer.current = window.setTimeout(() => setOpenMenu(null), DROPDOWN_CLOSE_DELAY_MS);
            }}
          >
            <button
              type="button"
              data-menu-trigger
              aria-expanded={openMenu === "platform"}
              aria-controls="platform-menu"
              onClick={(event) => {
                const hoverOpened = openedByHover.current;
                openedByHover.current = false;
                // Only a pointer click (detail > 0) follows the hover; Enter and Space
                // always toggle.
                if (hoverOpened && event.detail > 0) return;
                setOpenMenu((menu) => (menu === "platform" ? null : "platform"));
              }}
              className={linkClass("#platform")}
            >
              Platform <span aria-hidden="true">▾</span>
            </button>
            {openMenu === "platform" && (
              <div
                id="platform-menu"
                className="absolute left-1/2 top-full w-[min(800px,calc(100vw-2rem))] -translate-x-1/2 pt-2"
              >
                <PlatformMenu groups={platformGroups} onSelect={selectSection} />
              </div>
            )}
          </li>
          {mainLinks.rest.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                onClick={() => trackNavigationClick(link.label, link.href)}
                className={linkClass(link.href)}
                aria-current={pathname === link.href ? "page" : undefined}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>

        <div className="flex items-center gap-2">
          <a
            href={siteConfig.bookingUrl}
            target="_blank"
            rel="noopener"
            onClick={() => trackCtaClick("Book a Demo", "navigation")}
            className="hidden rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark sm:inline-block"
          >
            Book a Demo
          </a>
          <button
            type="button"
            className="rounded-md p-2 text-white lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? "Close menu" : "Open menu"}
            onPointerEnter={loadCollapse}
            onPointerDown={loadCollapse}
            onFocus={loadCollapse}
            onClick={() => {
              loadCollapse();
              setMobileOpen((open) => !open);
            }}
          >
            <svg
              width="24"
              height="24"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {mobileOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </nav>

      {Collapse ? (
        <Collapse open={mobileOpen} id="mobile-menu" className={mobileMenuClass}>
          {mobileMenu}
        </Collapse>
      ) : (
        mobileOpen && (
          <div id="mobile-menu" className={mobileMenuClass}>
            {mobileMenu}
          </div>
        )
      )}
    </header>
  );
}
