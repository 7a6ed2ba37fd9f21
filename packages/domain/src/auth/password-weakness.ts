import type { MessageKey } from '../i18n/en.ts';
import { PASSWORD_MIN_DISTINCT_CHARACTERS, PERSONAL_DATA_MIN_LENGTH, WEAK_WORD_SPARE_LETTERS } from './auth-config.ts';

/*
 * Passwords that meet the composition and are still guessed first (ASVS 5.0 6.2.11, context-specific words;
 * docs/decisions/0041): a repeat, a word everyone tries, or the person's own data. The list of 49 000 common
 * passwords stays on the server (too big for the page); these rules run in both.
 */

/** What the portal knows of the person choosing the password: none of it may be in it. */
export interface PasswordOwner {
  documentNumber?: string | undefined;
  fullName?: string | undefined;
  email?: string | null | undefined;
}

/**
 * Words every guesser tries first, in the portal's three languages, and the portal's own words; kept folded
 * (lower case, no accents). The demo passwords ("Cliente#2026") are built on them on purpose.
 */
export const WEAK_PASSWORD_WORDS: readonly string[] = [
  'password',
  'passwort',
  'contrasena',
  'contrasenia',
  'senha',
  'clave',
  'secreto',
  'secret',
  'qwerty',
  'qwertz',
  'azerty',
  'asdfgh',
  'letmein',
  'welcome',
  'bienvenido',
  'bienvenida',
  'bemvindo',
  'iloveyou',
  'teamo',
  'admin',
  'administrador',
  'usuario',
  'login',
  'ingreso',
  'cliente',
  'asesor',
  'cajero',
  'temporal',
  'oficina',
  'oficinavirtual',
  'portal',
  'bolivia',
];

/** Lower case without accents, so "María" is "maria" and "Contraseña" is "contrasena". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Symbols and digits written for letters: "P@ssw0rd" is "Password" (a digit only between two letters). */
function unLeet(text: string): string {
  const symbols: Record<string, string> = { '@': 'a', $: 's', '!': 'i' };
  const digits: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };
  return text.replace(/[@$!]/g, (c) => symbols[c] ?? c).replace(/(?<=\p{L})[013457](?=\p{L})/gu, (c) => digits[c] ?? c);
}

const lettersOf = (text: string) => text.replace(/[^\p{L}]/gu, '');

/** One character or one piece, repeated: "aaaa aaaa", "abcabcabc", "casa casa casa casa". */
export function isRepeat(password: string): boolean {
  const compact = fold(password).replace(/\s/gu, '');
  return new Set(compact).size < PASSWORD_MIN_DISTINCT_CHARACTERS || /^(.+?)\1+$/su.test(compact);
}

/** Built on a word everyone tries: its letters are that word with at most a few more ("MyPassword#1"). */
export function isBuiltOnWeakWord(password: string): boolean {
  const candidates = new Set([lettersOf(fold(password)), lettersOf(fold(unLeet(password)))]);
  for (const letters of candidates) {
    for (const word of WEAK_PASSWORD_WORDS) {
      if (letters.includes(word) && letters.length - word.length <= WEAK_WORD_SPARE_LETTERS) return true;
    }
  }
  return false;
}

/** The person's document, a name of theirs or their e-mail (or a part of it) inside the password. */
export function containsPersonalData(password: string, owner: PasswordOwner): boolean {
  const folded = fold(password);
  const compact = folded.replace(/[\s._-]/gu, '');
  const letters = lettersOf(folded);
  const document = fold(owner.documentNumber ?? '');
  if (document.length >= PERSONAL_DATA_MIN_LENGTH && compact.includes(document)) return true;
  const pieces = [
    ...fold(owner.fullName ?? '').split(/[^\p{L}]+/u),
    ...fold(owner.email?.split('@')[0] ?? '').split(/[^\p{L}\p{N}]+/u),
  ];
  const local = fold(owner.email?.split('@')[0] ?? '').replace(/[^\p{L}\p{N}]/gu, '');
  if (local.length >= PERSONAL_DATA_MIN_LENGTH && compact.replace(/[^\p{L}\p{N}]/gu, '').includes(local)) return true;
  return pieces.some(
    (piece) => piece.length >= PERSONAL_DATA_MIN_LENGTH && (letters.includes(piece) || compact.includes(piece)),
  );
}

/** The weaknesses of a password that already meets the length and composition, as catalogue keys. */
export function passwordWeaknesses(password: string, owner: PasswordOwner = {}): MessageKey[] {
  const weaknesses: MessageKey[] = [];
  if (isRepeat(password)) weaknesses.push('password.repeats');
  if (isBuiltOnWeakWord(password)) weaknesses.push('password.weakPhrase');
  if (containsPersonalData(password, owner)) weaknesses.push('password.personalData');
  return weaknesses;
}
