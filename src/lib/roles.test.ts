import { describe, expect, it } from 'vitest';
import { hasRole } from './roles';

describe('roles', () => {
  it('lets a stronger role do what a weaker one may, never the other way round', () => {
    expect(hasRole({ role: 'admin' }, 'editor')).toBe(true);
    expect(hasRole({ role: 'editor' }, 'editor')).toBe(true);
    expect(hasRole({ role: 'editor' }, 'admin')).toBe(false);
    expect(hasRole({ role: 'customer' }, 'editor')).toBe(false);
    expect(hasRole({ role: 'customer' }, 'customer')).toBe(true);
  });

  it('keeps money with order handlers and admins: an editor edits content', () => {
    expect(hasRole({ role: 'editor' }, 'order_handler')).toBe(false);
    expect(hasRole({ role: 'order_handler' }, 'order_handler')).toBe(true);
    expect(hasRole({ role: 'order_handler' }, 'editor')).toBe(true);
    expect(hasRole({ role: 'order_handler' }, 'admin')).toBe(false);
    expect(hasRole({ role: 'admin' }, 'order_handler')).toBe(true);
  });
});
