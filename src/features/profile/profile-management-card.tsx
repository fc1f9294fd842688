import { type ChangeEvent, useId, useRef } from 'react';

interface ProfileManagementCardProps {
  onEdit(): void;
  onReset(): void;
  onExport(): void;
  onImport(file: File): void;
  /** The last thing done here, announced politely ("Your profile was reset."). */
  status: string;
}

const secondaryButton =
  'min-h-11 rounded-full border border-white/25 px-5 font-semibold text-violet-50 hover:bg-white/10';

/** Tool spec §2 Profile Management, plus taking the profile elsewhere as a file. */
export function ProfileManagementCard({
  onEdit,
  onReset,
  onExport,
  onImport,
  status,
}: ProfileManagementCardProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const fileInputId = useId();
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still reports a change.
    event.target.value = '';
    if (file) onImport(file);
  };

  return (
    <section aria-labelledby="profile-management-title" className="glass-card p-5">
      <h2 id="profile-management-title" className="font-display text-xl font-semibold text-gold-200">
        Profile Management
      </h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="button-primary" onClick={onEdit}>
          Edit Profile
        </button>
        <button
          type="button"
          className="min-h-11 rounded-full border border-rose-300/60 px-5 font-semibold text-rose-200 hover:bg-rose-400/15"
          onClick={onReset}
        >
          Reset Profile
        </button>
      </div>
      <h3 className="mt-6 font-semibold text-violet-50">Your data, your file</h3>
      <p className="mt-1 text-sm text-violet-200">
        Download your profile (details, focus, goals, reading count and chat) as a JSON file, or load such a
        file here. Reset clears the profile and its chat; your dream journal and past tarot draws have their
        own buttons to erase them.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} onClick={onExport}>
          Export Profile
        </button>
        <button type="button" className={secondaryButton} onClick={() => fileRef.current?.click()}>
          Import Profile
        </button>
        <label htmlFor={fileInputId} className="sr-only">
          Profile file to import
        </label>
        <input
          ref={fileRef}
          id={fileInputId}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          tabIndex={-1}
          onChange={chosen}
        />
      </div>
      <p role="status" className="mt-3 min-h-5 text-sm text-gold-200">
        {status}
      </p>
    </section>
  );
}
