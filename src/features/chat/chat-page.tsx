import { useState } from 'react';
import { type PersonaId, personaList, personas } from '@core/content/personas';
import { PageHeader } from '@/components/page-header';
import './chat.css';
import { useProfile } from '@/lib/profile/use-profile';
import { useToday } from '@/lib/use-today';
import { ChatComposer } from './chat-composer';
import { MessageList } from './message-list';
import { PersonaHeader } from './persona-header';
import { useChat } from './use-chat';
import { useChatBirth } from './use-chat-birth';
import { useVisitPersona } from '@/lib/personas/use-visit-persona';

/**
 * Spec §2 Astrologer Chat: a guide chosen at random (another can be picked), the conversation
 * kept on this device, and a box to write in. Replies stream from the server, or are written in
 * the browser when it cannot be reached; a message about a crisis gets help resources instead.
 */
export default function ChatPage() {
  const { profile } = useProfile();
  // The visit's guide is picked in the browser; until then (the prerendered page, hydration)
  // the first guide holds its place, hidden, so the layout is already the final one.
  const visitPersona = useVisitPersona();
  const [chosenId, setPersonaId] = useState<PersonaId | null>(null);
  const picked = chosenId ? personas[chosenId] : visitPersona;
  const persona = picked ?? personaList[0] ?? personas.celestia;
  const personaId = persona.id;
  const [draft, setDraft] = useState('');
  const today = useToday();
  const getBirth = useChatBirth(profile);
  const chat = useChat({ messages: profile.chatHistory, personaId, date: today, getBirth });

  const send = () => {
    const text = draft;
    if (text.trim() === '' || chat.pending) return;
    setDraft('');
    void chat.send(text).then((outcome) => {
      // Refused for a while: the message goes back in the box, unless something new was typed.
      if (outcome === 'rate-limited') setDraft((current) => (current === '' ? text : current));
    });
  };

  return (
    <>
      <PageHeader
        title="Astrologer Chat"
        subtitle="Ask a guide about your stars, in your own words. Guides answer from today’s sky, and from your birth chart when your profile holds your birth details. Nothing is saved: the conversation ends when you leave this page."
      />
      <div className="space-y-4">
        <PersonaHeader
          persona={persona}
          concealed={picked === null}
          onChange={setPersonaId}
          disabled={chat.pending || picked === null}
        />
        <MessageList
          persona={persona}
          concealed={picked === null}
          messages={chat.messages}
          pending={chat.pending}
          streamingText={chat.streamingText}
          retryAfterSeconds={chat.retryAfterSeconds}
        />
        <ChatComposer
          value={draft}
          onChange={setDraft}
          onSend={send}
          disabled={chat.pending}
          personaName={picked ? picked.name : 'a guide'}
        />
        <div className="flex items-center justify-between gap-3 text-xs text-violet-300/85">
          <p>
            Kept only on this device. For reflection, not advice; in an emergency call your local emergency
            number.
          </p>
          <button
            type="button"
            onClick={chat.clear}
            disabled={chat.pending || chat.messages.length === 0}
            className="shrink-0 rounded-full border border-white/15 px-3 py-1.5 text-sm text-violet-100 hover:bg-white/10 disabled:opacity-50"
          >
            Clear conversation
          </button>
        </div>
      </div>
    </>
  );
}
