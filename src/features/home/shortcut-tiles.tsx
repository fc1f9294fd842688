import { Link } from '@/lib/navigation/router';
import { useAvailablePaths } from '@/lib/navigation/available-paths';

const SHORTCUTS = [
  { path: '/love', emoji: '💖', title: 'Love Reading', description: 'What your heart is learning now' },
  { path: '/birth-chart', emoji: '🌌', title: 'Birth Chart', description: 'The sky on the day you arrived' },
  { path: '/career-finance', emoji: '💼', title: 'Career Guidance', description: 'Work, calling and growth' },
  {
    path: '/career-finance',
    emoji: '💰',
    title: 'Financial Forecast',
    description: 'Your relationship with money',
  },
] as const;

/** Shortcut tiles of spec §2 Home, shown for the pages this build has. */
export function ShortcutTiles() {
  const available = useAvailablePaths();
  const tiles = SHORTCUTS.filter((tile) => available.has(tile.path));
  if (tiles.length === 0) return null;
  return (
    <nav aria-label="Shortcuts" className="grid grid-cols-2 gap-3">
      {tiles.map((tile) => (
        <Link
          key={tile.title}
          to={tile.path}
          className="glass-card block p-4 transition hover:bg-violet-800/40"
        >
          <span aria-hidden="true" className="text-2xl">
            {tile.emoji}
          </span>
          <span className="mt-1 block font-semibold text-gold-100">{tile.title}</span>
          <span className="block text-xs text-violet-200">{tile.description}</span>
        </Link>
      ))}
    </nav>
  );
}
