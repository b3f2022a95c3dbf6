import type { TextKeyword } from './text-keywords.js';

export interface KeywordReplyContact {
  businessName: string;
  phone: string;
  email: string;
}

/**
 * This app's answer to a Spanish keyword (PARAR, ALTO, INICIAR, AYUDA), in Spanish: Twilio's default handling
 * answers only its English keywords, in English, so these would otherwise go unanswered. Like Twilio's answers they
 * say what happened and how to undo it; the help text says how to reach the business.
 */
export function spanishKeywordReply(keyword: TextKeyword, { businessName, phone, email }: KeywordReplyContact): string {
  switch (keyword) {
    case 'opt-out':
      return `${businessName}: Listo, ya no le enviaremos mensajes de texto. Si desea volver a recibirlos, responda INICIAR.`;
    case 'opt-in':
      return `${businessName}: Listo, volverá a recibir nuestros mensajes de texto. Si desea dejar de recibirlos, responda PARAR.`;
    case 'help':
      return `${businessName}: para ayuda con su reserva, llame al ${phone} o escríbanos a ${email}. Si desea dejar de recibir mensajes de texto, responda PARAR.`;
  }
}
