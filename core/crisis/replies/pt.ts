import type { CrisisReplyText } from './reply-text';

export const PT_REPLY: CrisisReplyText = {
  openings: {
    suicide:
      'Ainda bem que disse isto. Parece que está a carregar muita dor neste momento, e não tem de a carregar sem apoio. Há pessoas prontas para ouvir a qualquer hora, e falar hoje com uma delas pode ajudar.',
    'self-harm':
      'Ainda bem que disse isto; não é fácil pôr em palavras. A vontade de se magoar costuma surgir quando a dor pesa demais para a levar sem ajuda, e merece apoio verdadeiro, sem julgamentos.',
    abuse:
      'O que descreve não está certo, e a culpa não é sua. Ninguém tem o direito de lhe fazer mal, de lhe fazer ameaças nem de controlar a sua vida. A sua segurança vem primeiro.',
    medical: 'Isto pode ser uma emergência médica. Peça ajuda agora mesmo, antes de mais nada.',
  },
  emergency:
    '**Se a sua vida ou a de outra pessoa estiver em perigo agora, ligue para o número de emergência**: 112 em Portugal e em toda a Europa; no Brasil, 192 (SAMU) ou 190 (Polícia).',
  crisisLines: [
    '- **Portugal**: **SOS Voz Amiga, 213 544 545**; **SNS 24, 808 24 24 24**.',
    '- **Brasil**: **CVV, 188**, gratuito, 24 horas.',
  ],
  kindLines: {
    abuse: [
      '- **Portugal**: **800 202 148**, linha de apoio a vítimas de violência doméstica, gratuita.',
      '- **Brasil**: **Ligue 180**, Central de Atendimento à Mulher; **Disque 100** para crianças, adolescentes e outras pessoas em situação de violência.',
    ],
  },
  findALine:
    'Noutros países, **[findahelpline.com](https://findahelpline.com)** reúne linhas de apoio gratuitas e confidenciais perto de si.',
  closings: {
    suicide:
      'Se puder, conte a alguém de confiança como se sente e peça-lhe que fique consigo durante algum tempo. Pode voltar aqui sempre que quiser.',
    'self-harm': 'Se puder, afaste o que poderia usar para se magoar e fale hoje com alguém de confiança.',
    abuse:
      'Se alguém vê o seu telemóvel ou celular, talvez queira apagar esta conversa depois. Peça ajuda quando for seguro; pode voltar aqui sempre que quiser.',
    medical:
      'Fique junto da pessoa, ou perto de alguém se for consigo, mantenha a chamada e siga as indicações da emergência.',
  },
};
