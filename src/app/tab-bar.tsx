import { NavLink } from '@/lib/navigation/router';
import type { AvailableTab } from './routes';

/**
 * The mobile bottom tab bar (spec §2). Wide screens get the same links in the header instead.
 * Only tabs whose pages exist are passed in (see `availableTabs`).
 */
export function TabBar({ tabs }: { tabs: readonly AvailableTab[] }) {
  if (tabs.length === 0) return null;
  return (
    <nav
      aria-label="Primary"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-white/10 bg-night-950/80 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      <ul className="mx-auto flex max-w-lg">
        {tabs.map((tab) => (
          <li key={tab.id} className="flex-1">
            <NavLink
              to={tab.path}
              className={({ isActive }) =>
                `flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-xl px-1 text-xs font-medium transition-colors ${
                  isActive ? 'text-gold-200' : 'text-violet-200 hover:text-violet-50'
                }`
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    aria-hidden="true"
                    className={`flex h-7 w-10 items-center justify-center rounded-full text-lg leading-none transition-colors ${
                      isActive ? 'bg-gold-300/20' : ''
                    }`}
                  >
                    {tab.emoji}
                  </span>
                  {tab.label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
