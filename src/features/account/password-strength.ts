import * as accountTexts from '~/lib/messages/account';
import { COMMON_PASSWORD_WORDS } from './common-passwords';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { account: accountTexts.account };

const text = messages.account;

/** How many letters must remain once common words or the e-mail's parts are taken out. */
const MIN_OWN_LETTERS = 4;

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** The letters of a password, lower case, without accents: 'Wàchtw00rd 2024!' gives 'wachtwrd' and 'wachtwoord'. */
function letterCores(password: string): string[] {
  const plain = password.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const letters = plain.replace(/[^a-z]/g, '');
  const unleeted = plain.replace(/[013457@$]/g, (char) => LEET[char] ?? char).replace(/[^a-z]/g, '');
  return letters === unleeted ? [letters] : [letters, unleeted];
}

/** True when the letters are one short unit repeated ('aaaa', 'abcabc') or too few to matter. */
function isTrivial(core: string): boolean {
  return core.length < MIN_OWN_LETTERS || /^(.{1,3})\1+$/.test(core);
}

/** Letters left once every occurrence of the given words is taken out. */
function withoutWords(core: string, words: Iterable<string>): string {
  let rest = core;
  for (const word of words) if (word.length >= 3 && rest.includes(word)) rest = rest.replaceAll(word, '');
  return rest;
}

/** Digits in a row up or down ('1234567890', '4321') or one digit repeated: the first thing a guesser tries. */
function isDigitRun(digits: string): boolean {
  if (digits.length < 4) return false;
  const steps = new Set(
    [...digits].slice(1).map((digit, index) => (Number(digit) - Number(digits[index]) + 10) % 10),
  );
  return steps.size === 1 && (steps.has(0) || steps.has(1) || steps.has(9));
}

/** The e-mail address's own words: 'jan.de-vries82@hotmail.nl' gives jandevries, jan, de, vries, hotmail. */
function emailWords(email: string): string[] {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  const parts = local.split(/[^a-z]+/).filter(Boolean);
  return [local.replace(/[^a-z]/g, ''), ...parts, domain.split('.')[0] ?? ''].filter(
    (word) => word.length >= 3,
  );
}

/**
 * zxcvbn-style in a few rules, for a shop whose customers are often older: at least 10
 * characters, not only letters or only digits, and something of one's own once common
 * passwords, keyboard rows, digit runs and the account's e-mail address are taken out
 * ('Wachtwoord2024!' and 'jan.devries1975' are refused; a short sentence is fine).
 * Answers the problem in Dutch, or null. Isomorphic: the forms can show it early.
 */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < 10) return text.passwordTooShort;
  if (/^\p{L}+$/u.test(password) || /^\d+$/.test(password)) return text.passwordOnlyLetters;
  const cores = letterCores(password);
  const digits = password.replace(/\D/g, '');
  if (cores[0]!.length < MIN_OWN_LETTERS) {
    // Mostly digits and signs: fine when the digits are not a run ('4829 1736 kx').
    if (digits.length < 6 || isDigitRun(digits)) return text.passwordCommon;
  } else if (cores.some((core) => isTrivial(core) || isTrivial(withoutWords(core, COMMON_PASSWORD_WORDS)))) {
    return text.passwordCommon;
  }
  if (email) {
    const own = emailWords(email);
    const mostlyEmail = (core: string) => {
      const rest = withoutWords(core, own);
      return rest !== core && rest.length < MIN_OWN_LETTERS;
    };
    if (cores.some(mostlyEmail)) return text.passwordLikeEmail;
  }
  return null;
}
