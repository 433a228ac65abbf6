// WhatsApp's click-to-chat links (https://wa.me/<number>?text=<text>) and the shop's number: the one module that
// reads a typed number, keeps it as E.164 and builds a link. The link builders use no package, so the product
// page's script can import them without the phone rules.
import { isValidPhoneDigits } from './br-documents';

/** Answered (422 on `whatsapp`) for a number that is not a Brazilian mobile or landline with its area code. */
export const WHATSAPP_INVALID =
  'O campo WhatsApp deve ser um celular ou telefone fixo do Brasil com DDD, como (11) 98765-4321.';

/**
 * A typed Brazilian number as E.164 ('(11) 98765-4321', '+55 11 98765-4321', '011 98765-4321' -> '+5511987654321'):
 * the country code (55, 0055) is taken off when the digits left are a national number (10 or 11 digits), a leading
 * trunk 0 too; null when what is left is not a valid mobile or landline with its area code.
 */
export function whatsappE164(text: string): string | null {
  let digits = text.replace(/\D/g, '');
  if (/^0055\d{10,11}$/.test(digits)) digits = digits.slice(2);
  if (/^55\d{10,11}$/.test(digits)) digits = digits.slice(2);
  if (/^0\d{10,11}$/.test(digits)) digits = digits.slice(1);
  return /^\d{10,11}$/.test(digits) && isValidPhoneDigits(digits) ? `+55${digits}` : null;
}

/**
 * A wa.me link to `e164` ('+5511987654321'), with `text` written in the chat when there is one. The text is
 * encoded as a URL component (spaces as %20, line breaks as %0A, accents as UTF-8), as wa.me reads it.
 */
export function whatsappUrl(e164: string, text = ''): string {
  const number = e164.replace(/\D/g, '');
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/**
 * The message of "Comprar pelo WhatsApp": the lead, the product's name, the chosen options ('Tamanho: M, Cor: Azul')
 * when there are, and the product's address, one per line.
 */
export function productMessage(lead: string, name: string, options: readonly (readonly [string, string])[], link: string): string {
  const chosen = options.filter(([, value]) => value !== '').map(([option, value]) => `${option}: ${value}`);
  return [`${lead} ${name}`, ...(chosen.length > 0 ? [chosen.join(', ')] : []), link].join('\n');
}
