import type { CrisisReplyText } from './reply-text';

export const FR_REPLY: CrisisReplyText = {
  openings: {
    suicide:
      'Merci de l’avoir dit. Vous semblez porter beaucoup de douleur en ce moment, et vous n’avez pas à la porter sans aide. Des personnes sont prêtes à vous écouter à toute heure, et en parler dès aujourd’hui peut aider.',
    'self-harm':
      'Merci de l’avoir dit ; ce n’est pas facile à mettre en mots. L’envie de se faire du mal arrive souvent quand la douleur devient trop lourde pour être portée sans aide, et vous méritez un vrai soutien, sans jugement.',
    abuse:
      'Ce que vous décrivez n’est pas normal, et ce n’est pas de votre faute. Personne n’a le droit de vous faire du mal, de vous menacer ou de vous contrôler. Votre sécurité passe avant tout.',
    medical:
      'Il peut s’agir d’une urgence médicale. Demandez de l’aide tout de suite, avant toute autre chose.',
  },
  emergency:
    '**Si votre vie ou celle d’une autre personne est en danger en ce moment, appelez les secours** : 112 partout en Europe, 15 (SAMU) en France, 144 en Suisse, 911 au Québec et dans tout le Canada.',
  crisisLines: [
    '- **France** : **3114**, numéro national de prévention du suicide, gratuit, 24 h/24.',
    '- **Belgique** : **Centre de Prévention du Suicide, 0800 32 123**, gratuit.',
    '- **Suisse** : **La Main Tendue, 143**, jour et nuit.',
    '- **Québec** : **1 866 APPELLE (1 866 277-3553)** ; partout au Canada, appelez ou textez le **988**.',
  ],
  kindLines: {
    abuse: [
      '- **France** : **3919**, Violences Femmes Info, gratuit et anonyme ; **119** pour un enfant en danger ; le **114** par SMS si vous ne pouvez pas parler.',
      '- **Belgique** : **Écoute violences conjugales, 0800 30 030**.',
      '- **Québec** : **SOS violence conjugale, 1 800 363-9010**, 24 h/24.',
    ],
  },
  findALine:
    'Ailleurs, **[findahelpline.com](https://findahelpline.com)** recense des lignes d’écoute gratuites et confidentielles près de chez vous.',
  closings: {
    suicide:
      'Si vous le pouvez, dites à une personne de confiance ce que vous ressentez et demandez-lui de rester avec vous un moment. Vous pouvez revenir ici quand vous voulez.',
    'self-harm':
      'Si vous le pouvez, éloignez ce qui pourrait vous servir à vous blesser et parlez aujourd’hui à une personne de confiance.',
    abuse:
      'Si quelqu’un consulte votre téléphone, vous voudrez peut-être effacer cette conversation ensuite. Demandez de l’aide quand vous pouvez le faire sans risque ; vous pouvez revenir ici quand vous voulez.',
    medical:
      'Restez auprès de la personne, ou près de quelqu’un si c’est vous, gardez la ligne ouverte et suivez les consignes des secours.',
  },
};
