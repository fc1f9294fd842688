import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from './prefers-reduced-motion';

/** Spec §9: the view scrolls to the indicator 100 ms after it appears. */
export const SCROLL_TO_LOADING_DELAY_MS = 100;

interface LoadingIndicatorProps {
  text?: string;
  /** Off for page-level fallbacks, where the page itself is scrolled to the top instead. */
  scrollIntoView?: boolean;
}

export function LoadingIndicator({
  text = 'Reading the stars...',
  scrollIntoView = true,
}: LoadingIndicatorProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!scrollIntoView) return;
    const timer = setTimeout(() => {
      ref.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
    }, SCROLL_TO_LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [scrollIntoView]);

  return (
    <div
      ref={ref}
      role="status"
      className="glass-card flex flex-col items-center gap-4 px-6 py-10 text-center"
    >
      <span aria-hidden="true" className="orbit-spinner">
        <span className="orbit-planet" />
      </span>
      <p className="font-display text-lg text-gold-100">{text}</p>
    </div>
  );
}
