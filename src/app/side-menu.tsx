import { type RefObject, useEffect, useEffectEvent, useId, useRef } from 'react';
import { NavLink, useLocation } from '@/lib/navigation/router';
import { signs } from '@core/content/signs';
import { useProfile } from '@/lib/profile/use-profile';
import type { RouteInfo } from './paths';
import { SoundSwitch } from './sound-switch';
import { StarField } from './star-field';

export interface SideMenuProps {
  /** The dialog's id, referenced by the menu button's aria-controls. */
  id: string;
  open: boolean;
  onClose(): void;
  /** Where focus goes back to when the menu closes (the menu button). */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** The pages to list: every page that exists in this build. */
  routes: readonly RouteInfo[];
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The side menu of spec §2 as a modal dialog: it lists every page, shows who the visitor is,
 * holds the sound switch, and keeps keyboard focus inside until it closes (Escape, the close
 * button, a tap outside, or choosing a page).
 */
export function SideMenu({ id, open, onClose, returnFocusTo, routes }: SideMenuProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  // Choosing another page hands focus to that page (see ScrollToTop) instead of the menu button.
  const restoreFocusOnClose = useRef(true);
  const { pathname } = useLocation();

  const close = (restoreFocus: boolean) => {
    restoreFocusOnClose.current = restoreFocus;
    onClose();
  };

  const onDocumentKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key === 'Tab' && panelRef.current) keepFocusInside(panelRef.current, event);
  });

  useEffect(() => {
    if (!open) return;
    restoreFocusOnClose.current = true;
    closeButtonRef.current?.focus();
    document.body.classList.add('scroll-locked');
    const listener = (event: KeyboardEvent) => onDocumentKeyDown(event);
    document.addEventListener('keydown', listener);
    const focusTarget = returnFocusTo;
    return () => {
      document.body.classList.remove('scroll-locked');
      document.removeEventListener('keydown', listener);
      if (restoreFocusOnClose.current) focusTarget.current?.focus();
    };
  }, [open, returnFocusTo]);

  return (
    <div hidden={!open} className="fixed inset-0 z-50">
      {/* A tap outside closes the menu; keyboard users have Escape and the close button. */}
      <div
        role="presentation"
        data-testid="side-menu-backdrop"
        className="menu-backdrop absolute inset-0 bg-night-950/70 backdrop-blur-sm"
        onClick={() => close(true)}
      />
      <div
        id={id}
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="menu-panel absolute inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto overscroll-contain border-l border-white/10 bg-linear-to-b from-night-800 via-night-900 to-night-950 pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)] shadow-2xl shadow-black/60"
      >
        <StarField count={20} className="absolute inset-0 h-full w-full" />
        <div className="relative flex items-center justify-between px-5 pt-5 pb-3">
          <h2 id={titleId} className="font-display text-xl font-semibold text-gold-200">
            Menu
          </h2>
          <button
            ref={closeButtonRef}
            type="button"
            onClick={() => close(true)}
            className="icon-button"
            aria-label="Close menu"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>

        <ProfileSummary />

        <nav aria-label="All pages" className="relative px-3 pb-4">
          <ul className="space-y-1">
            {routes.map((route) => (
              <li key={route.id}>
                <NavLink
                  to={route.path}
                  onClick={() => close(route.path === pathname)}
                  className={({ isActive }) =>
                    `flex items-start gap-3 rounded-xl px-3 py-2.5 transition-colors ${
                      isActive ? 'bg-gold-300/15 ring-1 ring-gold-300/40' : 'hover:bg-white/5'
                    }`
                  }
                >
                  <span aria-hidden="true" className="mt-0.5 text-xl leading-none">
                    {route.emoji}
                  </span>
                  <span className="min-w-0">
                    <span className="block font-medium text-violet-50">{route.title}</span>
                    <span className="block text-sm leading-snug text-violet-200/85">{route.description}</span>
                  </span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="relative mt-auto border-t border-white/10 px-5 py-4">
          <SoundSwitch />
        </div>
      </div>
    </div>
  );
}

/** Spec §2: with a name set, the menu shows name, sign emoji, consultations and focus. */
function ProfileSummary() {
  const { profile } = useProfile();
  const name = profile.name.trim();
  if (name === '') return null;
  const sign = profile.zodiacSign ? signs[profile.zodiacSign] : null;
  const consultations = profile.totalReadings;
  const focus = profile.currentFocus.trim();

  return (
    <section aria-label="Your profile" className="glass-card relative mx-5 mb-4 px-4 py-3">
      <p className="flex items-center gap-2 font-semibold text-violet-50">
        {sign ? (
          <span role="img" aria-label={sign.name} className="text-2xl leading-none">
            {sign.emoji}
          </span>
        ) : null}
        <span className="truncate">{name}</span>
      </p>
      <p className="mt-1 text-sm text-violet-200/90">
        {consultations} {consultations === 1 ? 'consultation' : 'consultations'}
      </p>
      {focus !== '' ? (
        <p className="mt-1 text-sm text-violet-100">
          <span className="text-gold-200">Focus:</span> {focus}
        </p>
      ) : null}
    </section>
  );
}

function keepFocusInside(panel: HTMLElement, event: KeyboardEvent): void {
  const focusables = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusables[0];
  const last = focusables.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !panel.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
