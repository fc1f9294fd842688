import type { CrisisReplyText } from './reply-text';

export const IT_REPLY: CrisisReplyText = {
  openings: {
    suicide:
      'Grazie per averlo detto. Sembra che tu stia portando molto dolore in questo momento, e non devi affrontarlo senza aiuto. Ci sono persone pronte ad ascoltarti a qualsiasi ora, e parlarne oggi con una di loro può aiutare.',
    'self-harm':
      'Grazie per averlo detto; non è facile trovare le parole. La spinta a farti del male arriva spesso quando il dolore è troppo pesante da portare senza aiuto, e meriti un sostegno vero, senza giudizi.',
    abuse:
      'Quello che descrivi non va bene, e non è colpa tua. Nessuno ha il diritto di farti del male, minacciarti o controllarti. La tua sicurezza viene prima di tutto.',
    medical: 'Potrebbe essere un’emergenza medica. Chiedi aiuto subito, prima di qualsiasi altra cosa.',
  },
  emergency:
    '**Se la tua vita o quella di un’altra persona è in pericolo adesso, chiama il numero di emergenza**: 112 in tutta Europa; in Italia anche il 118 per l’emergenza sanitaria; in Svizzera il 144.',
  crisisLines: [
    '- **Italia**: **Telefono Amico, 02 2327 2327**; **Samaritans Onlus, 06 77208977**.',
    '- **Svizzera**: **Telefono Amico, 143**, giorno e notte.',
  ],
  kindLines: {
    abuse: [
      '- **Italia**: **1522**, numero antiviolenza e stalking, gratuito, 24 ore su 24; per bambini e ragazzi **114 Emergenza Infanzia**.',
    ],
  },
  findALine:
    'Per altri paesi, **[findahelpline.com](https://findahelpline.com)** raccoglie linee di ascolto gratuite e riservate vicino a te.',
  closings: {
    suicide:
      'Se puoi, racconta a una persona di cui ti fidi come ti senti e chiedile di restare con te per un po’. Puoi tornare qui quando vuoi.',
    'self-harm':
      'Se puoi, allontana ciò che potresti usare per farti del male e parla oggi con una persona di cui ti fidi.',
    abuse:
      'Se qualcuno controlla il tuo telefono, forse vorrai cancellare questa conversazione dopo. Chiedi aiuto quando è sicuro farlo; puoi tornare qui quando vuoi.',
    medical:
      'Resta accanto alla persona, o vicino a qualcuno se si tratta di te, non riattaccare e segui le indicazioni dei soccorsi.',
  },
};
