import { describe, expect, it } from 'vitest';
import { statementSpanName, summarizeStatement } from './sql-summary';

describe('what a database span says about its statement', () => {
  it('names the kind and the first table of what Drizzle sends', () => {
    expect(summarizeStatement('select "id", "name" from "products" where "products"."slug" = $1')).toEqual({
      operation: 'SELECT',
      table: 'products',
    });
    expect(summarizeStatement('insert into "orders" ("email") values ($1) returning "id"')).toEqual({
      operation: 'INSERT',
      table: 'orders',
    });
    expect(summarizeStatement('UPDATE outbox_events SET locked_until = $2 WHERE id = $1').table).toBe(
      'outbox_events',
    );
    expect(summarizeStatement('delete from public.sessions where token_hash = $1')).toEqual({
      operation: 'DELETE',
      table: 'sessions',
    });
  });

  it('names the outer statement’s table, not a subquery’s or a literal’s', () => {
    expect(
      summarizeStatement(
        'select "id", (select json_agg(x) from (select * from "product_variations") x) from "products" "p" where "p"."slug" = $1',
      ).table,
    ).toBe('products');
    expect(summarizeStatement('select \'from nowhere\' as label from "orders"').table).toBe('orders');
    expect(summarizeStatement('insert into "outbox_events" ("type") values ($1)').table).toBe(
      'outbox_events',
    );
  });

  it('gives the kind alone when there is no table, after comments and brackets', () => {
    expect(summarizeStatement('begin')).toEqual({ operation: 'BEGIN' });
    expect(summarizeStatement('-- why\n/* how */ (SELECT 1)')).toEqual({ operation: 'SELECT' });
    expect(summarizeStatement('')).toEqual({ operation: 'SQL' });
  });

  it('never carries the values of a statement written with literals', () => {
    const summary = summarizeStatement("select * from users where email = 'an@example.nl'");
    expect(JSON.stringify(summary)).not.toContain('example');
    expect(statementSpanName(summary)).toBe('SELECT users');
  });
});
