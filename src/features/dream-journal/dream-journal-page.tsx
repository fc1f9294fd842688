import { useCallback, useEffect, useRef, useState } from 'react';
import { type SignId, signs } from '@core/content/signs';
import type { DreamJournalRequest } from '@core/features/dream-journal/dream-journal-request';
import { UNTITLED_DREAM } from '@core/features/dream-journal/dream-texts';
import type { JournalEntry } from '@core/features/dream-journal/journal-entries';
import {
  type JournalWisdomTopicId,
  journalWisdomTopicList,
  journalWisdomTopics,
} from '@core/features/dream-journal/journal-wisdom-topics';
import { useAlertDialog } from '@/components/alert-dialog/use-alert-dialog';
import { NO_DREAM_ALERT, NO_SIGN_WISDOM_ALERT } from '@/components/dream/dream-alerts';
import { DreamWisdomTopics } from '@/components/dream/dream-wisdom-topics';
import { PageHeader } from '@/components/page-header';
import { PromptCard } from '@/components/prompt-card';
import { ReadingPanel } from '@/components/reading-panel/reading-panel';
import { ZodiacPicker } from '@/components/zodiac-picker';
import { useProfile } from '@/lib/profile/use-profile';
import { useReading } from '@/lib/reading/use-reading';
import { useToday } from '@/lib/use-today';
import { addDays } from '@core/time/calendar-date';
import { type DreamDraft, emptyDraft } from './dream-draft';
import { DreamForm } from './dream-form';
import { downloadJournal, useDreamJournal } from './journal-store';
import { RecentDreams } from './recent-dreams';
import { realMoonPhase, useRealMoon } from './real-moon';
import { useBrowserStateKey } from '@/lib/hydration/use-browser-state-key';

/** A dream waiting for its reading, saved to the journal once the reading is written. */
interface PendingEntry {
  request: DreamJournalRequest;
  entry: Omit<JournalEntry, 'interpretation'>;
}

/**
 * Tool spec §2 Cosmic Dream Journal: a sign, the dream form, its interpretation, the recent
 * dreams and three wisdom topics. Beyond the spec, the journal is kept on this device.
 */
export default function DreamJournalPage() {
  const stateKey = useBrowserStateKey();
  return (
    <>
      <PageHeader
        title="Cosmic Dream Journal"
        subtitle="Write down your dreams and read them by your sign and the Moon"
      />
      <DreamJournalWorkspace key={stateKey} />
    </>
  );
}

/** Everything below the header; its state starts from this browser's (see useBrowserStateKey). */
function DreamJournalWorkspace() {
  const { profile } = useProfile();
  const [chosenSign, setChosenSign] = useState<SignId | null>(null);
  const sign = chosenSign ?? profile.zodiacSign;
  const today = useToday();
  // Most dreams are written down the next morning: the form starts on last night.
  const lastNight = addDays(today, -1);
  const [draft, setDraft] = useState<DreamDraft>(() => emptyDraft(lastNight));
  useRealMoon(
    useCallback(() => {
      // The sky arrived after the form was drawn: preselect the night's Moon, as a fresh form does.
      setDraft((current) =>
        current.moonPhase === null ? { ...current, moonPhase: realMoonPhase(current.date) } : current,
      );
    }, []),
  );
  const [request, setRequest] = useState<DreamJournalRequest | null>(null);
  const [asked, setAsked] = useState(0);
  const pending = useRef<PendingEntry | null>(null);
  const reading = useReading(request);
  const journal = useDreamJournal();
  const { showAlert, alertDialog } = useAlertDialog();
  const busy = reading.status === 'loading' || reading.status === 'streaming';
  const { add } = journal;

  useEffect(() => {
    const waiting = pending.current;
    if (reading.status !== 'done' || !waiting || waiting.request !== request) return;
    pending.current = null;
    add({ ...waiting.entry, interpretation: reading.text });
    // Saved: the form is ready for the next dream (the reading stays on screen).
    setDraft(emptyDraft(addDays(waiting.request.date, -1)));
  }, [reading, request, add]);

  const analyze = () => {
    const description = draft.description.trim();
    if (!sign || description === '') {
      showAlert(NO_DREAM_ALERT);
      return;
    }
    const title = draft.title.trim();
    const next: DreamJournalRequest = {
      feature: 'dream-journal',
      kind: 'analysis',
      sign,
      ...(title ? { title } : {}),
      description,
      emotions: draft.emotions,
      symbols: draft.symbols,
      ...(draft.moonPhase ? { moonPhase: draft.moonPhase } : {}),
      date: today,
    };
    pending.current = {
      request: next,
      entry: {
        id: String(Date.now()),
        date: draft.date,
        title: title || UNTITLED_DREAM,
        description,
        sign,
        emotions: draft.emotions,
        symbols: draft.symbols,
        moonPhase: draft.moonPhase,
      },
    };
    setRequest(next);
    setAsked((count) => count + 1);
  };

  const askWisdom = (topic: JournalWisdomTopicId) => {
    if (!sign) {
      showAlert(NO_SIGN_WISDOM_ALERT);
      return;
    }
    pending.current = null;
    setRequest({ feature: 'dream-journal', kind: 'wisdom', sign, topic, date: today });
    setAsked((count) => count + 1);
  };

  const clear = () => {
    pending.current = null;
    setDraft(emptyDraft(lastNight));
    setRequest(null);
  };

  const panelTitle =
    request?.kind === 'wisdom'
      ? `${journalWisdomTopics[request.topic].emoji} ${journalWisdomTopics[request.topic].title}`
      : `🌙 ${request?.title ?? UNTITLED_DREAM}`;

  return (
    <>
      <div className="space-y-8">
        <ZodiacPicker
          label="Choose your sign"
          selected={sign}
          ownSign={profile.zodiacSign}
          onSelect={setChosenSign}
        />
        <DreamForm
          draft={draft}
          today={today}
          busy={busy}
          onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
          onAnalyze={analyze}
          onClear={clear}
        />
        {sign && request ? (
          <ReadingPanel
            reading={reading}
            title={panelTitle}
            subtitle={
              request.kind === 'wisdom'
                ? `Dream wisdom for ${signs[request.sign].name}`
                : `Your dream, read for ${signs[request.sign].name}`
            }
            offlineNote="Composed offline from your sign, the Moon and what you marked"
            loadingText="Reading the symbols of your dream..."
            revealKey={`${asked}`}
          />
        ) : (
          <PromptCard title={sign ? 'Tell the night’s story' : 'Choose your sign to begin'} emoji="🌙">
            {sign
              ? `Describe a dream above and we will read it for ${signs[sign].name}, with the Moon of the night.`
              : 'Pick your zodiac sign, then describe a dream to receive its interpretation.'}
          </PromptCard>
        )}
        <RecentDreams
          entries={journal.entries}
          onDelete={journal.remove}
          onExport={() => void downloadJournal(journal.entries)}
          onEraseAll={journal.eraseAll}
        />
        <DreamWisdomTopics
          title="Dream Wisdom"
          topics={journalWisdomTopicList}
          selected={request?.kind === 'wisdom' ? request.topic : null}
          onSelect={askWisdom}
        />
      </div>
      {alertDialog}
    </>
  );
}
