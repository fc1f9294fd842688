import type { CrisisReplyText } from './reply-text';

export const DE_REPLY: CrisisReplyText = {
  openings: {
    suicide:
      'Danke, dass Sie das aussprechen. Es klingt, als trügen Sie gerade sehr viel Schmerz, und damit müssen Sie nicht allein bleiben. Es gibt Menschen, die zu jeder Stunde zuhören, und ein Gespräch noch heute kann helfen.',
    'self-harm':
      'Danke, dass Sie das aussprechen; es ist nicht leicht, dafür Worte zu finden. Der Drang, sich selbst zu verletzen, kommt oft dann, wenn der Schmerz zu groß wird, um ihn allein zu tragen. Sie verdienen echte Unterstützung, ohne Urteil.',
    abuse:
      'Was Sie beschreiben, ist nicht in Ordnung, und es ist nicht Ihre Schuld. Niemand hat das Recht, Sie zu verletzen, zu bedrohen oder zu kontrollieren. Ihre Sicherheit geht vor.',
    medical: 'Das kann ein medizinischer Notfall sein. Holen Sie bitte sofort Hilfe, vor allem anderen.',
  },
  emergency:
    '**Wenn Ihr Leben oder das eines anderen Menschen gerade in Gefahr ist, rufen Sie den Notruf**: 112 in Deutschland, Österreich, der Schweiz und ganz Europa; in Österreich und der Schweiz erreichen Sie die Rettung auch unter 144.',
  crisisLines: [
    '- **Deutschland**: **TelefonSeelsorge, 0800 111 0 111 oder 0800 111 0 222**, kostenlos, rund um die Uhr.',
    '- **Österreich**: **TelefonSeelsorge, 142**, rund um die Uhr; für junge Menschen **Rat auf Draht, 147**.',
    '- **Schweiz**: **Die Dargebotene Hand, 143**; für Kinder und Jugendliche **147** (Pro Juventute).',
  ],
  kindLines: {
    abuse: [
      '- **Deutschland**: **Hilfetelefon Gewalt gegen Frauen, 116 016**, kostenlos, anonym, rund um die Uhr; für Kinder und Jugendliche die **Nummer gegen Kummer, 116 111**.',
      '- **Österreich**: **Frauenhelpline gegen Gewalt, 0800 222 555**, rund um die Uhr.',
      '- **Schweiz**: in akuter Gefahr die Polizei, **117**.',
    ],
  },
  findALine:
    'Für andere Länder finden Sie auf **[findahelpline.com](https://findahelpline.com)** kostenlose, vertrauliche Beratungsstellen in Ihrer Nähe.',
  closings: {
    suicide:
      'Wenn Sie können, sagen Sie einem Menschen, dem Sie vertrauen, wie es Ihnen geht, und bitten Sie ihn, eine Weile bei Ihnen zu bleiben. Sie können jederzeit hierher zurückkommen.',
    'self-harm':
      'Wenn Sie können, legen Sie weg, womit Sie sich verletzen könnten, und sprechen Sie heute mit einem Menschen, dem Sie vertrauen.',
    abuse:
      'Falls jemand Ihr Telefon kontrolliert, möchten Sie dieses Gespräch danach vielleicht löschen. Holen Sie Hilfe, sobald es sicher ist; Sie können jederzeit hierher zurückkommen.',
    medical:
      'Bleiben Sie bei der Person, oder bei jemandem in Ihrer Nähe, wenn es Sie selbst betrifft, legen Sie nicht auf und folgen Sie den Anweisungen der Leitstelle.',
  },
};
