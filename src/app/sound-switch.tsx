import { useId } from 'react';
import { useSoundSetting } from '@/lib/sound/use-sound';

/** The side menu's sound-notification toggle (spec §4: default on; enabling plays a chime). */
export function SoundSwitch() {
  const { enabled, setEnabled } = useSoundSetting();
  const labelId = useId();
  const hintId = useId();

  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <p id={labelId} className="font-medium text-violet-50">
          Sound notifications
        </p>
        <p id={hintId} className="text-sm text-violet-200/85">
          A soft chime when your reading is ready
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        onClick={() => setEnabled(!enabled)}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition-colors ${
          enabled ? 'border-gold-300/70 bg-gold-300/80' : 'border-white/25 bg-white/10'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${
            enabled ? 'translate-x-6' : 'translate-x-1'
          }`}
        />
      </button>
    </div>
  );
}
