import type { CrisisReplyText } from './reply-text';

export const ES_REPLY: CrisisReplyText = {
  openings: {
    suicide:
      'Gracias por contarlo. Parece que cargas con mucho dolor ahora mismo, y no tienes que cargarlo a solas. Hay personas dispuestas a escucharte a cualquier hora, y hablar hoy con una de ellas puede ayudar.',
    'self-harm':
      'Gracias por decirlo; no es fácil ponerlo en palabras. Las ganas de hacerte daño suelen aparecer cuando el dolor pesa demasiado para llevarlo a solas, y mereces apoyo de verdad, sin juicios.',
    abuse:
      'Lo que describes no está bien, y no es culpa tuya. Nadie tiene derecho a hacerte daño, a amenazarte ni a controlarte. Tu seguridad es lo primero.',
    medical: 'Esto puede ser una emergencia médica. Pide ayuda ahora mismo, antes que nada.',
  },
  emergency:
    '**Si tu vida o la de otra persona corre peligro ahora mismo, llama al número de emergencias**: 112 en España y en toda Europa; 911 en México, Estados Unidos y muchos otros países de América.',
  crisisLines: [
    '- **España**: **024**, línea de atención a la conducta suicida, gratuita, las 24 horas.',
    '- **México**: **Línea de la Vida, 800 911 2000**, gratuita, las 24 horas.',
    '- **Estados Unidos**: llama al **988** y marca el 2 para hablar en español, a cualquier hora.',
  ],
  kindLines: {
    abuse: [
      '- **España**: **016**, atención a víctimas de violencia contra las mujeres, gratuito y confidencial.',
      '- **Estados Unidos**: Línea Nacional contra la Violencia Doméstica, **1-800-799-7233**, con atención en español.',
    ],
  },
  findALine:
    'En cualquier otro país, **[findahelpline.com](https://findahelpline.com)** reúne líneas de ayuda gratuitas y confidenciales cerca de ti.',
  closings: {
    suicide:
      'Si puedes, cuéntale a alguien de confianza cómo te sientes y pídele que se quede contigo un rato. Puedes volver aquí cuando quieras.',
    'self-harm':
      'Si puedes, aleja de ti lo que podrías usar para hacerte daño y habla hoy con alguien de confianza.',
    abuse:
      'Si alguien revisa tu teléfono, quizá quieras borrar esta conversación después. Pide ayuda cuando sea seguro hacerlo; puedes volver aquí cuando quieras.',
    medical:
      'Quédate con esa persona, o con alguien cerca si eres tú, no cuelgues y sigue lo que te indiquen en emergencias.',
  },
};
