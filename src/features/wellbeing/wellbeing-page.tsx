import { signs } from '@core/content/signs';
import {
  WELLBEING_TOPIC_IDS,
  type WellbeingTopicId,
  wellbeingTopics,
} from '@core/features/wellbeing/wellbeing-topics';
import { useAlertDialog } from '@/components/alert-dialog/use-alert-dialog';
import { PageHeader } from '@/components/page-header';
import { PromptCard } from '@/components/prompt-card';
import { ReadingPanel } from '@/components/reading-panel/reading-panel';
import { ZodiacPicker } from '@/components/zodiac-picker';
import { useSearchState } from '@/lib/navigation/router';
import { useProfile } from '@/lib/profile/use-profile';
import { useSignChosenOnce } from '@/lib/profile/use-sign-chosen-once';
import { useReading } from '@/lib/reading/use-reading';
import { useToday } from '@/lib/use-today';
import { CareNote } from './care-note';
import { TopicCards } from './topic-cards';
import { WisdomPanel } from './wisdom-panel';

/** Tool spec §5: the exact alert for a topic chosen before a sign. */
const NO_SIGN_ALERT = 'Please select your zodiac sign first.';

/**
 * Tool spec §2 Emotional Well-being: a greeting, a sign picker that starts on the profile sign,
 * nine topic cards in three groups that each ask for today's guidance, and a wisdom panel.
 * Topics that can touch real pain carry a note pointing to real help.
 */
export default function WellbeingPage() {
  const { profile } = useProfile();
  const [sign, setSign] = useSignChosenOnce(profile.zodiacSign);
  // In the URL with the sign (issue 26): Back, a reload or a shared link shows the same guidance.
  const [topicId, setTopicId] = useSearchState('topic', WELLBEING_TOPIC_IDS, null);
  const today = useToday();
  const { showAlert, alertDialog } = useAlertDialog();
  const reading = useReading(
    sign && topicId ? { feature: 'wellbeing', sign, topic: topicId, date: today } : null,
    {
      completionSound: 'divine',
    },
  );
  const topic = topicId ? wellbeingTopics[topicId] : null;

  const chooseTopic = (id: WellbeingTopicId) => {
    if (!sign) {
      showAlert(NO_SIGN_ALERT);
      return;
    }
    setTopicId(id);
  };

  return (
    <>
      <PageHeader
        title="Emotional Well-being"
        subtitle="Gentle guidance for mind, body and spirit, read for your sign"
      />
      <div className="space-y-8">
        <ZodiacPicker
          label="Choose your sign"
          selected={sign}
          ownSign={profile.zodiacSign}
          onSelect={setSign}
        />
        <TopicCards selected={topicId} onSelect={chooseTopic} />
        <div className="space-y-4">
          {sign && topic ? (
            <>
              <ReadingPanel
                reading={reading}
                title={`${topic.emoji} ${signs[sign].name} · ${topic.title}`}
                subtitle={`Today's guidance for ${signs[sign].name}`}
                offlineNote="Composed offline from today's Moon and your sign's element"
                revealKey={`${sign}:${topic.id}`}
              />
              {'careNote' in topic ? <CareNote note={topic.careNote} /> : null}
            </>
          ) : (
            <PromptCard title="Choose a topic to begin" emoji="🕊️">
              {sign
                ? `Pick one of the topics above for today's guidance for ${signs[sign].name}.`
                : 'Pick your zodiac sign, then a topic, and we will offer guidance for today.'}
            </PromptCard>
          )}
        </div>
        <WisdomPanel />
      </div>
      {alertDialog}
    </>
  );
}
