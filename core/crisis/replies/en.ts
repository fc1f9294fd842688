import type { CrisisReplyText } from './reply-text';

export const EN_REPLY: CrisisReplyText = {
  openings: {
    suicide:
      'Thank you for saying this. It sounds like you are carrying a great deal of pain right now, and you do not have to carry it alone. There are people ready to listen, at any hour, and talking to one of them tonight can help.',
    'self-harm':
      'Thank you for saying this; it is not easy to put into words. The urge to hurt yourself often shows up when the pain is too much to hold alone, and you deserve real support with it, without judgement.',
    abuse:
      'What you describe is not okay, and it is not your fault. Nobody has the right to hurt, threaten or control you. Your safety comes first.',
    medical: 'This may be a medical emergency. Please get help right now, before anything else.',
  },
  emergency:
    '**If you or someone else is in danger right now, call your local emergency number**: 112 in Europe, 911 in the US and Canada, 999 in the UK, 000 in Australia.',
  crisisLines: [
    '- **US and Canada**: call or text **988** (Suicide & Crisis Lifeline), any time.',
    '- **UK and Ireland**: **Samaritans, 116 123**, free, day or night.',
    '- **Australia**: **Lifeline, 13 11 14**, day or night.',
  ],
  kindLines: {
    abuse: [
      '- **US**: National Domestic Violence Hotline, **1-800-799-7233** (or text START to 88788).',
      '- **UK**: National Domestic Abuse Helpline, **0808 2000 247**, free, 24 hours.',
    ],
    medical: ['- **US**: if something was swallowed, Poison Help, **1-800-222-1222**.'],
  },
  findALine:
    'Anywhere else, **[findahelpline.com](https://findahelpline.com)** lists free, confidential lines near you.',
  closings: {
    suicide:
      'If you can, tell someone you trust how you are feeling and ask them to stay with you for a while. You can come back here whenever you want.',
    'self-harm':
      'If you can, put some distance between yourself and anything you could hurt yourself with, and reach out to someone you trust today.',
    abuse:
      'If someone else checks your phone, you may want to clear this conversation afterwards. Reach out when it is safe to; you can come back here whenever you want.',
    medical:
      'Stay with the person, or with someone near you if it is you, keep the line open and follow what the emergency operator tells you.',
  },
};
