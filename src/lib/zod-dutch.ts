import { z } from 'zod';

const TYPE_NAMES: Record<string, string> = {
  string: 'tekst',
  number: 'een getal',
  int: 'een heel getal',
  boolean: 'ja of nee',
  array: 'een lijst',
  object: 'een object',
  date: 'een datum',
};

/**
 * zod's messages in the shop's Dutch for API callers, once for the whole process (the API's
 * endpoint wrapper imports this module). Schemas that name their own message keep it; what
 * this map leaves open falls back to zod's Dutch locale.
 */
const dutchIssueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Dit veld is verplicht.';
      return `Dit veld moet ${TYPE_NAMES[issue.expected] ?? issue.expected} zijn.`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? 'Dit veld is verplicht.' : `Gebruik minstens ${min} tekens.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Kies er minstens ${min}.`;
      return issue.inclusive ? `Dit moet minstens ${min} zijn.` : `Dit moet meer dan ${min} zijn.`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `Gebruik hoogstens ${max} tekens.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Je kunt hoogstens ${max} kiezen.`;
      return issue.inclusive ? `Dit mag hoogstens ${max} zijn.` : `Dit moet minder dan ${max} zijn.`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'Vul een geldig e-mailadres in.';
      if (issue.format === 'url') return 'Vul een geldige link in (https://...).';
      return 'Dit heeft niet de juiste vorm.';
    case 'invalid_value':
      return issue.values.length === 1
        ? `Dit moet ${String(issue.values[0])} zijn.`
        : `Kies een van: ${issue.values.map(String).join(', ')}.`;
    default:
      return undefined;
  }
};

z.config({ ...z.locales.nl(), customError: dutchIssueMessage });
