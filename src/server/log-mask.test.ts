import { describe, expect, it, vi } from 'vitest';
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

describe('log lines', () => {
  it('carry no e-mail address or SQL parameter, also from an error cause', async () => {
    const { log } = await import('./log');
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((line) => {
      written.push(String(line));
      return true;
    });
    const error = new Error(
      'Failed query: select * from "users" where "email" = $1\nparams: jan@example.nl',
      {
        cause: new Error('duplicate key: (email)=(jan@example.nl)'),
      },
    );
    log.error('mail failed', { to: 'jan@example.nl', error });
    spy.mockRestore();
    expect(written.join('')).not.toContain('jan@');
    expect(written.join('')).toContain('***@example.nl');
  });
});
