import type { MessageParams } from '../i18n/message-params.ts';

/**
 * A captcha is an image of letters, or for a person who cannot see it, a question in words: two numbers
 * from 1 to 9 to add, answered in digits (issue 23, docs/decisions/0030). Both are used once, right or wrong.
 */
export type CaptchaKind = 'image' | 'question';

/** On the wire (GET /captcha?tipo=): the image unless the question is asked for. */
export const CAPTCHA_KINDS_WIRE = { imagen: 'image', pregunta: 'question' } as const satisfies Record<
  string,
  CaptchaKind
>;

export const CAPTCHA_QUESTION_LARGEST_TERM = 9;

export interface CaptchaQuestion {
  first: number;
  second: number;
}

/** Two terms from 1 to 9; `randomInt(min, maxExclusive)` is the caller's (crypto on the server, a fixed one in tests). */
export function drawCaptchaQuestion(randomInt: (min: number, maxExclusive: number) => number): CaptchaQuestion {
  const term = () => randomInt(1, CAPTCHA_QUESTION_LARGEST_TERM + 1);
  return { first: term(), second: term() };
}

/** What the person types: the sum in digits ("11"). */
export const captchaQuestionAnswer = (question: CaptchaQuestion): string => String(question.first + question.second);

type NumberWordKey = `captcha.number${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;

/**
 * "How much is seven plus four?": numbers as words, so a screen reader and a braille line read a sentence,
 * and the question is not an expression a script evaluates as it stands.
 */
export function captchaQuestionText(
  question: CaptchaQuestion,
  t: (key: 'captcha.question' | NumberWordKey, params?: MessageParams) => string,
): string {
  const word = (n: number) => t(`captcha.number${n}` as NumberWordKey);
  const [first, second] = [word(question.first), word(question.second)];
  return t('captcha.question', { first, second });
}
