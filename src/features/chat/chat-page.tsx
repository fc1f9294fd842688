import { useEffect, useRef, useState } from 'react';
import { type PersonaId, personaList, personas } from '@core/content/personas';
import { CHAT_HISTORY_LIMIT } from '@core/profile/chat-history-limit';
import { useConfirmDialog } from '@/components/alert-dialog/use-confirm-dialog';
import { PageHeader } from '@/components/page-header';
import './chat.css';
import { updateProfile } from '@/lib/profile/profile-store';
import { useProfile } from '@/lib/profile/use-profile';
import { useToday } from '@/lib/use-today';
import { ChatComposer } from './chat-composer';
import { conversationPersona } from './conversation-persona';
import { MessageList } from './message-list';
import { PersonaHeader } from './persona-header';
import { useChat } from './use-chat';
import { useChatBirth } from './use-chat-birth';
import { useVisitPersona } from '@/lib/personas/use-visit-persona';

/** What the page says about keeping the conversation; every word of it must stay true. */
export const CHAT_SUBTITLE = `Ask a guide about your stars, in your own words. Guides answer from today’s sky, and from your birth chart when your profile holds your birth details. This device keeps your last ${CHAT_HISTORY_LIMIT} messages so your guide can follow the conversation, until you forget it; a message answered with crisis help is never kept.`;

export const FORGET_CONFIRMATION =
  'Forget this conversation? Every message of it is deleted from this device, and the guides will no longer remember it. This cannot be undone.';

/**
 * Spec §2 Astrologer Chat: a guide chosen at random (another can be picked; a saved conversation
 * keeps its own guide over a reload), the conversation kept on this device until the visitor forgets it, and a box to write in. Replies stream from
 * the server, or are written in the browser when it cannot be reached; a message about a crisis
 * gets help resources instead, and neither is kept.
 */
export default function ChatPage() {
  const { profile } = useProfile();
  // The visit's guide is picked in the browser; until then (the prerendered page, hydration)
  // the first guide holds its place, hidden, so the layout is already the final one.
  // A saved conversation goes on with its own guide, after a reload too.
  const visitPersona = useVisitPersona();
  const [chosenId, setChosenId] = useState<PersonaId | null>(null);
  const storedId = conversationPersona(profile);
  const picked = chosenId ? personas[chosenId] : visitPersona && storedId ? personas[storedId] : visitPersona;
  const persona = picked ?? personaList[0] ?? personas.celestia;
  const personaId = persona.id;
  const [draft, setDraft] = useState('');
  const today = useToday();
  const getBirth = useChatBirth(profile);
  const chat = useChat({ messages: profile.chatHistory, personaId, date: today, getBirth });
  const { confirm, confirmDialog } = useConfirmDialog();
  const box = useRef<HTMLTextAreaElement>(null);
  const [forgotten, setForgotten] = useState(0);

  // After forgetting, the message box takes focus: the button that asked is disabled by then.
  useEffect(() => {
    if (forgotten > 0) box.current?.focus();
  }, [forgotten]);

  const setPersonaId = (id: PersonaId) => {
    setChosenId(id);
    // Another guide takes over the conversation: a reload keeps them (nothing is written without one).
    if (profile.chatHistory.length > 0) void updateProfile({ favoriteAstrologer: id });
  };

  const forget = async () => {
    if (!(await confirm(FORGET_CONFIRMATION, { confirmLabel: 'Forget it' }))) return;
    chat.forget();
    setForgotten((count) => count + 1);
  };

  const send = () => {
    const text = draft;
    if (text.trim() === '' || chat.pending) return;
    setDraft('');
    setForgotten(0);
    void chat.send(text).then((outcome) => {
      // Refused for a while: the message goes back in the box, unless something new was typed.
      if (outcome === 'rate-limited') setDraft((current) => (current === '' ? text : current));
    });
  };

  return (
    <>
      <PageHeader title="Astrologer Chat" subtitle={CHAT_SUBTITLE} />
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
          boxRef={box}
        />
        <div className="flex items-start justify-between gap-3 text-xs text-violet-300/85">
          <div className="space-y-1">
            <p>
              Saved only on this device. To be answered, each message goes to our server with the last few
              turns and your profile’s details (and on to its AI provider, when this site uses one); the
              server keeps none of it.
            </p>
            <p>For reflection, not advice; in an emergency call your local emergency number.</p>
            <p role="status" className="text-gold-200">
              {forgotten > 0 ? 'Conversation forgotten: none of it is left on this device.' : ''}
            </p>
          </div>
          <button
            type="button"
            onClick={() => void forget()}
            disabled={chat.pending || chat.messages.length === 0}
            className="min-h-11 shrink-0 rounded-full border border-white/25 px-4 text-sm font-semibold text-violet-50 hover:bg-white/10 disabled:opacity-50"
          >
            Forget this conversation
          </button>
        </div>
      </div>
      {confirmDialog}
    </>
  );
}
