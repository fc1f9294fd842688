import type { ReactNode } from 'react';

export interface CatalogueAction {
  label: string;
  onClick(): void;
  disabled?: boolean;
}

/** An outside page the card leads to (a book's public copy): opened in a new tab, never with our referrer. */
export interface CatalogueLink {
  label: string;
  href: string;
  /** A suggested file name (the `download` attribute); browsers honour it only for same-origin links. */
  download?: string;
}

export interface CatalogueCardProps {
  /** The item's id: the card's DOM id is `catalogue-{id}`, which a recommendation chip scrolls to. */
  id: string;
  /** An emoji or a small drawing; decorative, hidden from assistive technology. */
  icon: ReactNode;
  title: string;
  /** A second line under the title: a Sanskrit name, a planet, a frequency. */
  subtitle?: ReactNode;
  /** Always visible: what the item is, in a sentence or two. */
  summary: ReactNode;
  /** Small facts shown as chips under the summary (element, chakra, difficulty...). */
  badges?: ReactNode;
  /** A short visible reason the card stands out for the chosen sign ("Recommended for Leo"). */
  highlight?: string | null;
  expanded: boolean;
  onToggle(): void;
  /** Shown only while expanded. */
  details: ReactNode;
  /** The card's reading button ("Get Personal Reading"). */
  action?: CatalogueAction;
  /** A link beside the buttons, opened in a new tab ("Download"). */
  link?: CatalogueLink;
  /** A figure beside the title (a geometry drawing). */
  visual?: ReactNode;
  moreLabel?: string;
  lessLabel?: string;
}

export const catalogueCardDomId = (id: string) => `catalogue-${id}`;

/**
 * One item of a catalogue page (patterns, archetypes, crystals, poses, palm lines, angels): a
 * summary that is always there, details behind a Learn More / Show Less toggle, and a reading
 * action. Which card is open is the page's state (useOneOpen), so only one opens at a time.
 */
export function CatalogueCard({
  id,
  icon,
  title,
  subtitle,
  summary,
  badges,
  highlight,
  expanded,
  onToggle,
  details,
  action,
  link,
  visual,
  moreLabel = 'Learn More',
  lessLabel = 'Show Less',
}: CatalogueCardProps) {
  const domId = catalogueCardDomId(id);
  const titleId = `${domId}-title`;
  const detailsId = `${domId}-details`;
  const highlighted = Boolean(highlight);
  return (
    <li id={domId} className="flex scroll-mt-24">
      <article
        aria-labelledby={titleId}
        className={`glass-card flex w-full flex-col gap-3 p-4 transition-colors ${
          highlighted ? 'border-gold-300/70 shadow-lg shadow-gold-300/15' : ''
        }`}
      >
        <header className="flex items-start gap-3">
          {visual ?? (
            <span aria-hidden="true" className="text-3xl leading-none">
              {icon}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className="font-display text-lg font-semibold text-gold-100">
              {title}
            </h3>
            {subtitle ? <p className="text-sm text-violet-200">{subtitle}</p> : null}
            {highlight ? (
              <p className="mt-1 inline-block rounded-full bg-gold-300/20 px-2 py-0.5 text-xs font-semibold text-gold-100">
                {highlight}
              </p>
            ) : null}
          </div>
        </header>
        <div className="text-sm leading-relaxed text-violet-50/95">{summary}</div>
        {badges ? <div className="flex flex-wrap gap-2 text-xs">{badges}</div> : null}
        {expanded ? (
          <div id={detailsId} className="space-y-3 border-t border-white/10 pt-3 text-sm text-violet-50/95">
            {details}
          </div>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            onClick={onToggle}
            className="min-h-11 rounded-full border border-white/15 bg-white/5 px-4 text-sm font-medium text-violet-50 hover:bg-white/10"
          >
            {expanded ? lessLabel : moreLabel}
            <span className="sr-only"> about {title}</span>
          </button>
          {action ? (
            <button
              type="button"
              onClick={action.onClick}
              disabled={action.disabled}
              className="min-h-11 rounded-full bg-gold-300 px-4 text-sm font-semibold text-night-950 hover:bg-gold-200 disabled:opacity-60"
            >
              {action.label}
              <span className="sr-only"> for {title}</span>
            </button>
          ) : null}
          {link ? (
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              {...(link.download ? { download: link.download } : {})}
              className="flex min-h-11 items-center rounded-full bg-gold-300 px-4 text-sm font-semibold text-night-950 hover:bg-gold-200"
            >
              {link.label}
              <span className="sr-only"> {title} (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </article>
    </li>
  );
}
