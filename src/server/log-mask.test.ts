import { describe, expect, it } from 'vitest';
import { maskPersonalData } from './log-mask';

describe('log masking', () => {
  it('keeps only the domain of e-mail addresses', () => {
    expect(maskPersonalData('{"to":"jan.jansen+shop@example.nl","subject":"Je bestelling"}')).toBe(
      '{"to":"***@example.nl","subject":"Je bestelling"}',
    );
  });

  it('drops the parameters of a failed query, keeps the query and the rest of the line', () => {
    const line = JSON.stringify({
      error: {
        message:
          'Failed query: insert into "users" ("email", "name") values ($1, $2)\nparams: a@b.nl,Jan Jansen',
      },
      requestId: 'abc',
    });
    const masked = maskPersonalData(line);
    expect(masked).not.toContain('Jan Jansen');
    expect(masked).not.toContain('a@b.nl');
    expect(masked).toContain('values ($1, $2)\\nparams: [weggelaten]"');
    expect(JSON.parse(masked).requestId).toBe('abc');
  });
});
