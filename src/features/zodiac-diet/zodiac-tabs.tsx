import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export const ZODIAC_TABS = ['western', 'chinese'] as const;
export type ZodiacTab = (typeof ZODIAC_TABS)[number];

const TAB_LABELS = { western: 'Western Zodiac', chinese: 'Chinese Zodiac' } as const satisfies Record<
  ZodiacTab,
  string
>;

interface ZodiacTabsProps {
  active: ZodiacTab;
  onChange(tab: ZodiacTab): void;
  /** Both panels stay mounted (hidden when inactive), so neither loses its selection. */
  panels: Record<ZodiacTab, ReactNode>;
}

/**
 * Tool spec §2: the Western / Chinese switch, as a WAI-ARIA tablist: arrow keys, Home and End
 * move between the tabs and select them; Tab moves on into the open panel.
 */
export function ZodiacTabs({ active, onChange, panels }: ZodiacTabsProps) {
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<ZodiacTab, HTMLButtonElement | null>>>({});
  const tabId = (tab: ZodiacTab) => `${baseId}-tab-${tab}`;
  const panelId = (tab: ZodiacTab) => `${baseId}-panel-${tab}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = ZODIAC_TABS.indexOf(active);
    const targets: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: ZODIAC_TABS.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = ZODIAC_TABS[(target + ZODIAC_TABS.length) % ZODIAC_TABS.length] ?? 'western';
    onChange(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="Zodiac system"
        className="mb-4 grid grid-cols-2 gap-1 rounded-2xl border border-white/10 bg-white/5 p-1"
      >
        {ZODIAC_TABS.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[tab] = element;
              }}
              id={tabId(tab)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId(tab)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab)}
              onKeyDown={onKeyDown}
              className={`rounded-xl px-3 py-2 text-sm font-semibold transition-colors ${
                selected ? 'bg-gold-300 text-night-950' : 'text-violet-100 hover:bg-white/10'
              }`}
            >
              {TAB_LABELS[tab]}
            </button>
          );
        })}
      </div>
      {ZODIAC_TABS.map((tab) => (
        <div key={tab} id={panelId(tab)} role="tabpanel" aria-labelledby={tabId(tab)} hidden={tab !== active}>
          {panels[tab]}
        </div>
      ))}
    </div>
  );
}
