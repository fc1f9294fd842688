import type { ReactNode, RefObject } from 'react';

interface PersonalInfoCardProps {
  editing: boolean;
  onToggle(): void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  /** The view or the form. */
  children: ReactNode;
}

/** Tool spec §2: Personal Information, with the pencil that opens the form and the cross that closes it. */
export function PersonalInfoCard({ editing, onToggle, toggleRef, children }: PersonalInfoCardProps) {
  return (
    <section aria-labelledby="personal-info-title" className="glass-card p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id="personal-info-title" className="font-display text-xl font-semibold text-gold-200">
          Personal Information
        </h2>
        <button
          ref={toggleRef}
          type="button"
          onClick={onToggle}
          className="icon-button border border-white/15"
          aria-label={editing ? 'Close editing without saving' : 'Edit personal information'}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            {editing ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />}
          </svg>
        </button>
      </div>
      {children}
    </section>
  );
}
