import { describe, expect, it } from 'vitest';
import { routeLabel, routeOf } from './route-label';

describe('metric route groups', () => {
  it('keep the API resource and the page section, never a slug or an id', () => {
    expect(routeLabel('/')).toBe('/');
    expect(routeLabel('/api/orders')).toBe('/api/orders');
    expect(routeLabel('/api/orders/ZZ-500123/invoice?x=1')).toBe('/api/orders/*');
    expect(routeLabel('/product/broekje-maxi')).toBe('/product/*');
    expect(routeLabel('/media/uploads/abc-960.webp')).toBe('/media/*');
    expect(routeLabel('/api/v2')).toBe('/api/:id');
  });

  it('groups every 404 as unmatched', () => {
    expect(routeOf('/wp-login.php', 404)).toBe('unmatched');
    expect(routeOf('/zoeken', 200)).toBe('/zoeken');
  });
});
