import { angels } from '@core/features/angels/angels';
import type { DailyMessageState } from './use-daily-angelic-message';

/** Today's angelic message (tool spec §3, §4): the angel present, its message, guidance and blessing. */
export function DailyMessageCard({ state, forWhom }: { state: DailyMessageState; forWhom: string }) {
  return (
    <section
      aria-labelledby="daily-angel-heading"
      aria-busy={state.status === 'loading'}
      className="glass-card p-4 [overflow-wrap:anywhere]"
    >
      <h2 id="daily-angel-heading" className="font-display text-lg font-semibold text-gold-200">
        Today&apos;s Angelic Message
      </h2>
      <p className="mb-3 text-xs text-violet-200">For {forWhom}</p>
      {state.status === 'loading' ? (
        <p className="text-sm text-violet-100/90">Listening for today&apos;s message…</p>
      ) : (
        <div className="space-y-2 text-sm text-violet-100/90" data-testid="daily-message">
          <p className="flex items-center gap-2 font-semibold text-gold-100">
            <span aria-hidden="true" className="text-2xl">
              {angels[state.message.angel].emoji}
            </span>
            {angels[state.message.angel].name}
          </p>
          <p>{state.message.message}</p>
          <p>
            <span className="font-semibold text-gold-100">Guidance: </span>
            {state.message.guidance}
          </p>
          <p className="italic">{state.message.blessing}</p>
        </div>
      )}
    </section>
  );
}
