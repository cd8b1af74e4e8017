import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { findUncleanText } from '~/server/http/clean-text';
import { answerUnexpected } from '~/server/http/request-guard';
import { matchesEtag, preferredEncoding } from '~/server/response-cache/policy';
import type { SearchAnswer } from './search-answer.server';
import { searchAnswer } from './search-query.server';

const PATH = '/api/search';
/** The endpoint's own limit (src/pages/api/search.ts): a longer query gets its 422. */
export const QUERY_MAX_LENGTH = 500;

/**
 * `GET /api/search?query=` answered by the built server before Astro (decision 011):
 * the answer comes from the in-process index and its answers kept per normalised query, whose
 * JSON and compressed bytes are made once (search-answer.server.ts). The same answer as the
 * endpoint, plus an ETag (a repeated search can be a 304). Whatever the endpoint would refuse
 * (a query over 500 characters, text that is not clean) is left to it, for its 422.
 * Answers whether it took the request.
 */
export function answerSearchRequest(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const query = searchQueryOf(req);
  if (query === undefined) return false;
  searchAnswer(query).then(
    (answer) => send(req, res, answer),
    (error: unknown) => answerUnexpected(req, res, error),
  );
  return true;
}

/** The query of a search request this path may answer, or undefined to leave it to the endpoint. */
export function searchQueryOf(req: http.IncomingMessage): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const url = req.url ?? '';
  if (!url.startsWith(PATH)) return undefined;
  const rest = url.slice(PATH.length);
  if (rest !== '' && rest[0] !== '?') return undefined;
  // As the endpoint reads it: the last `query` wins (Object.fromEntries of the search params).
  const params = Object.fromEntries(new URLSearchParams(rest.slice(1)));
  const query = params.query ?? '';
  if (query.length > QUERY_MAX_LENGTH || findUncleanText(params)) return undefined;
  return query;
}

function send(req: http.IncomingMessage, res: http.ServerResponse, answer: SearchAnswer): void {
  const requestId = String(req.headers['x-request-id'] ?? randomUUID().slice(0, 8));
  if (matchesEtag(req.headers['if-none-match'], answer.etag)) {
    res.writeHead(304, ['ETag', answer.etag, 'Vary', 'Accept-Encoding', 'X-Request-Id', requestId]);
    res.end();
    return;
  }
  const { bytes, encoding } = answer.body(preferredEncoding(req.headers['accept-encoding']));
  const headers = ['Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(bytes.length)];
  if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
  headers.push('ETag', answer.etag, 'Vary', 'Accept-Encoding', 'X-Request-Id', requestId);
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  else res.end(bytes);
}
