import type http from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '../log';
import { currentRequestId, withRequestId } from './request-id';

function exchange(headers: Record<string, string> = {}) {
  const set: Record<string, string> = {};
  const req = { headers: { ...headers } } as unknown as http.IncomingMessage;
  const res = {
    setHeader: (name: string, value: string) => (set[name] = value),
  } as unknown as http.ServerResponse;
  return { req, res, set };
}

afterEach(() => vi.restoreAllMocks());

describe('request ids', () => {
  it('puts one id on the answer, the request and every log line written while answering', () => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((line) => lines.push(String(line)) > 0);
    const { req, res, set } = exchange();
    withRequestId(req, res, () => log.error('iets ging mis'));
    const id = set['X-Request-Id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(req.headers['x-request-id']).toBe(id);
    expect(JSON.parse(lines[0]!)).toMatchObject({ message: 'iets ging mis', requestId: id });
    expect(currentRequestId()).toBeUndefined();
  });

  it("keeps a proxy's id, but not one that could forge log lines", () => {
    const kept = exchange({ 'x-request-id': 'nginx-3f2a9c1d' });
    withRequestId(kept.req, kept.res, () => undefined);
    expect(kept.set['X-Request-Id']).toBe('nginx-3f2a9c1d');
    const forged = exchange({ 'x-request-id': 'a"}\n{"level":"info' });
    withRequestId(forged.req, forged.res, () => undefined);
    expect(forged.set['X-Request-Id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
