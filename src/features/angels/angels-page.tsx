import { useEffect, useRef, useState } from 'react';
import { signs } from '@core/content/signs';
import type { AngelId } from '@core/features/angels/angel';
import { angelsAlignedWith } from '@core/features/angels/angel-alignment';
import {
  ANGEL_SPREAD_IDS,
  DEFAULT_SPREAD_ID,
  QUESTION_SPREAD_ID,
  angelSpreads,
} from '@core/features/angels/angel-spreads';
import type { AngelReadingRequest } from '@core/features/angels/angels-request';
import { ANGELS_QUESTION_MAX_LENGTH } from '@core/features/angels/angels-text-lengths';
import { useOneOpen } from '@/components/catalogue/use-one-open';
import { RecommendedList, revealCatalogueCard } from '@/components/catalogue/recommended-list';
import { PageHeader } from '@/components/page-header';
import { PromptCard } from '@/components/prompt-card';
import { ReadingPanel } from '@/components/reading-panel/reading-panel';
import { ZodiacPicker } from '@/components/zodiac-picker';
import { useSearchState } from '@/lib/navigation/router';
import { useProfile } from '@/lib/profile/use-profile';
import { useSignChosenOnce } from '@/lib/profile/use-sign-chosen-once';
import { useReading } from '@/lib/reading/use-reading';
import { useToday } from '@/lib/use-today';
import { AngelCatalogue } from './angel-catalogue';
import { CommunicationGuide } from './communication-guide';
import { DailyMessageCard } from './daily-message-card';
import { DrawnAngelCards } from './drawn-angel-cards';
import { ReadingHighlights } from './reading-highlights';
import { SpreadChooser } from './spread-chooser';
import { useAngelDraw } from './use-angel-draw';
import { useDailyAngelicMessage } from './use-daily-angelic-message';
import './angels.css';
import { useBrowserStateKey } from '@/lib/hydration/use-browser-state-key';

/**
 * Tool spec §2, §4 Angels Cards: pick a sign, meet the angels aligned with it, choose a spread
 * (a question for the guidance spread), draw, and read what the angels say. Below, the whole
 * deck as a catalogue, today's angelic message and the communication guide.
 */
export default function AngelsPage() {
  const stateKey = useBrowserStateKey();
  return (
    <>
      <PageHeader title="Angels Cards" subtitle="Draw a spread and hear what your angels have to say" />
      <AngelsWorkspace key={stateKey} />
    </>
  );
}

/**
 * Everything below the header. It starts on the stored profile's sign (see useBrowserStateKey),
 * so the daily message is asked for once, for that sign.
 */
function AngelsWorkspace() {
  const { profile } = useProfile();
  const today = useToday();
  const [sign, setSign] = useSignChosenOnce(profile.zodiacSign);
  // In the URL with the sign (issue 26); the question and the drawn cards never go there.
  const [spreadId, setSpreadId] = useSearchState('spread', ANGEL_SPREAD_IDS, DEFAULT_SPREAD_ID);
  const [question, setQuestion] = useState('');
  const [request, setRequest] = useState<AngelReadingRequest | null>(null);
  const { draw, shuffling, start } = useAngelDraw();
  const reading = useReading(request, { completionSound: 'divine' });
  const catalogue = useOneOpen<AngelId>();
  const [catalogueShown, setCatalogueShown] = useState(false);
  const daily = useDailyAngelicMessage(sign, today, profile.name);
  const loading = reading.status === 'loading' || reading.status === 'streaming';
  const spread = angelSpreads[spreadId];
  const asksQuestion = spreadId === QUESTION_SPREAD_ID;

  // Step 3 and 4 of the draw: once the cards are dealt, the reading of them is asked for.
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (!draw || !sign || asked.current === draw.drawnAt) return;
    asked.current = draw.drawnAt;
    const trimmed = question.trim();
    setRequest({
      feature: 'angels',
      type: 'reading',
      spread: draw.spread.id,
      angels: draw.cards.map(({ angel }) => angel.id),
      sign,
      date: today,
      ...(profile.name.trim() ? { name: profile.name.trim() } : {}),
      ...(draw.spread.id === QUESTION_SPREAD_ID && trimmed ? { question: trimmed } : {}),
    });
  }, [draw, sign, question, today, profile.name]);

  const drawCards = () => {
    if (shuffling || loading) return;
    setRequest(null);
    start(spread);
  };

  const chooseAligned = (id: AngelId) => {
    setCatalogueShown(true);
    catalogue.open(id);
    revealCatalogueCard(id);
  };

  const buttonText = shuffling
    ? 'Drawing Divine Cards...'
    : loading
      ? 'Receiving Messages...'
      : `Draw ${spread.name}`;

  return (
    <>
      <div className="space-y-8">
        <p
          role="note"
          className="sky-ground rounded-xl border border-gold-300/40 bg-linear-to-b from-gold-300/10 to-gold-300/10 p-3 text-sm text-gold-100"
        >
          <span aria-hidden="true">🚧 </span>
          <strong>Under Divine Construction:</strong> angel cards are still being gilded. Draws and readings
          work today; more spreads and card art are on their way.
        </p>

        <ZodiacPicker
          label="Choose your sign"
          selected={sign}
          ownSign={profile.zodiacSign}
          onSelect={setSign}
        />

        {sign ? (
          <>
            <RecommendedList
              title={`Angels Aligned with ${signs[sign].name}`}
              items={angelsAlignedWith(sign).map((angel) => ({
                id: angel.id,
                icon: <span aria-hidden="true">{angel.emoji}</span>,
                name: angel.name,
              }))}
              onChoose={chooseAligned}
            />
            <div className="space-y-4">
              <SpreadChooser selected={spreadId} onSelect={setSpreadId} disabled={shuffling || loading} />
              {asksQuestion ? (
                <div>
                  <label htmlFor="angel-question" className="mb-1 block font-semibold text-gold-100">
                    Your question for the angels (optional)
                  </label>
                  <textarea
                    id="angel-question"
                    value={question}
                    maxLength={ANGELS_QUESTION_MAX_LENGTH}
                    onChange={(event) => setQuestion(event.target.value.replace(/[\r\n\t]+/g, ' '))}
                    rows={3}
                    placeholder="What would you like guidance on?"
                    className="w-full rounded-xl border border-white/20 bg-night-900/60 p-3 text-violet-50 placeholder:text-violet-300"
                  />
                </div>
              ) : null}
              <button
                type="button"
                onClick={drawCards}
                disabled={shuffling || loading}
                className="min-h-11 w-full rounded-full bg-gold-300 px-6 font-semibold text-night-950 disabled:opacity-70"
              >
                {buttonText}
              </button>
            </div>

            {shuffling ? (
              <div
                role="status"
                className="angel-shuffle flex justify-center gap-2 py-4"
                aria-label="Shuffling the angel cards"
              >
                {[0, 1, 2].map((index) => (
                  <span key={index} aria-hidden="true" className="angel-shuffle-card text-4xl">
                    🂠
                  </span>
                ))}
              </div>
            ) : null}

            {draw ? <DrawnAngelCards cards={draw.cards} spreadName={draw.spread.name} /> : null}

            {draw && request ? (
              <div className="space-y-4">
                <ReadingPanel
                  reading={reading}
                  title={`👼 ${draw.spread.name}`}
                  subtitle={`Angel reading for ${signs[sign].name}`}
                  offlineNote="Composed offline from the angels you drew and their positions"
                  revealKey={String(draw.drawnAt)}
                  loadingText="The angels are gathering their messages..."
                />
                {reading.status === 'done' ? <ReadingHighlights text={reading.text} /> : null}
              </div>
            ) : null}
          </>
        ) : (
          <PromptCard title="Connect with Your Angels" emoji="👼">
            Choose your zodiac sign to meet the angels aligned with you, pick a spread and draw your cards.
          </PromptCard>
        )}

        <DailyMessageCard state={daily} forWhom={sign ? signs[sign].name : 'everyone today'} />
        <AngelCatalogue
          sign={sign}
          openId={catalogue.openId}
          onToggle={catalogue.toggle}
          shown={catalogueShown}
          onShownChange={setCatalogueShown}
        />
        <CommunicationGuide />
      </div>
    </>
  );
}
