/**
 * Tool spec §2: the page is marked as under construction and its camera is switched off. The
 * scan button is shown disabled so visitors can see what is coming; no camera is ever opened.
 */
export function ConstructionBanner() {
  return (
    <section
      aria-labelledby="palm-construction"
      className="glass-card flex flex-wrap items-start gap-3 border-gold-300/40 p-4 sm:flex-nowrap sm:items-center"
    >
      <span aria-hidden="true" className="text-3xl leading-none">
        🚧
      </span>
      <div className="min-w-0 flex-1 basis-48">
        <h2 id="palm-construction" className="font-display text-lg font-semibold text-gold-200">
          Under Divine Construction
        </h2>
        <p className="text-sm text-violet-100/90">
          Camera palm scanning is disabled while we build it. Choose your sign and a reading focus below for a
          palm reading by sign instead.
        </p>
      </div>
      <button
        type="button"
        disabled
        className="min-h-11 rounded-full border border-white/20 px-4 text-sm text-violet-100 disabled:cursor-not-allowed"
      >
        <span aria-hidden="true">📷 </span>Scan My Palm (camera disabled)
      </button>
    </section>
  );
}
