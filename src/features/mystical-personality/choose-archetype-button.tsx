interface ChooseArchetypeButtonProps {
  name: string;
  chosen: boolean;
  onChoose(): void;
}

/**
 * "This is me": stores the archetype in the profile (personalityArchetype). A toggle button, so
 * a screen reader hears whether this archetype is the one already chosen.
 */
export function ChooseArchetypeButton({ name, chosen, onChoose }: ChooseArchetypeButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={chosen}
      aria-label={`This is me: ${name}`}
      onClick={onChoose}
      className={`min-h-11 rounded-full border px-4 text-sm font-semibold ${
        chosen
          ? 'border-gold-300 bg-gold-300/20 text-gold-100'
          : 'border-white/20 bg-white/5 text-violet-50 hover:bg-white/10'
      }`}
    >
      {chosen ? '✓ This is me' : 'This is me'}
    </button>
  );
}
