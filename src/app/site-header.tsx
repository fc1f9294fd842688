import type { Ref } from 'react';
import { Link, NavLink } from '@/lib/navigation/router';
import { APP_NAME, PATHS } from './paths';
import type { AvailableTab } from './routes';

interface SiteHeaderProps {
  menuId: string;
  menuOpen: boolean;
  onMenuToggle(): void;
  menuButtonRef: Ref<HTMLButtonElement>;
  /** Shown inline on wide screens, where the bottom tab bar is hidden. */
  tabs: readonly AvailableTab[];
}

export function SiteHeader({ menuId, menuOpen, onMenuToggle, menuButtonRef, tabs }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-white/10 bg-night-950/85 pt-[env(safe-area-inset-top)] backdrop-blur-md">
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-4 px-4">
        <Link
          to={PATHS.home}
          className="group flex items-center gap-2 rounded-lg"
          aria-label={`${APP_NAME} home`}
        >
          <img src="/favicon.svg" alt="" width="28" height="28" className="h-7 w-7" />
          <span className="font-display text-lg font-semibold tracking-wide text-gold-200 group-hover:text-gold-100">
            {APP_NAME}
          </span>
        </Link>

        <nav aria-label="Primary" className="ml-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {tabs.map((tab) => (
              <li key={tab.id}>
                <NavLink
                  to={tab.path}
                  className={({ isActive }) =>
                    `rounded-full px-3 py-1.5 text-sm font-medium transition-colors ${
                      isActive ? 'bg-gold-300/15 text-gold-100' : 'text-violet-100 hover:bg-white/10'
                    }`
                  }
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <button
          ref={menuButtonRef}
          type="button"
          className="icon-button ml-auto md:ml-0"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-haspopup="dialog"
          onClick={onMenuToggle}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M4 7h16M4 12h16M10 17h10" />
          </svg>
        </button>
      </div>
    </header>
  );
}
