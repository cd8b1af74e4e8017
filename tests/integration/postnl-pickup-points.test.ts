import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostnlPickupPoints } from '~/features/delivery/postnl-pickup-points.server';

describe('PostNL Locations adapter against a local fake of the API', () => {
  let server: Server;
  let baseUrl = '';
  const requests: { url: string; apikey: string | undefined }[] = [];
  const location = {
    LocationCode: 176227,
    Name: 'Primera Utrecht',
    Distance: 412,
    Address: {
      Street: 'Oudegracht',
      HouseNr: 140,
      HouseNrExt: 'A',
      Zipcode: '3511AZ',
      City: 'Utrecht',
      Countrycode: 'NL',
    },
    OpeningHours: { Monday: { string: ['09:00-18:00'] }, Saturday: { string: ['09:00-17:00'] } },
    RetailNetworkID: 'PNPNL-01',
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push({ url: request.url ?? '', apikey: request.headers.apikey as string | undefined });
      const url = new URL(request.url ?? '/', 'http://fake');
      response.setHeader('content-type', 'application/json');
      if (url.pathname.includes('/broken/')) {
        response.statusCode = 500;
        response.end('{}');
      } else if (url.pathname.endsWith('/nearest')) {
        response.end(
          JSON.stringify({ GetLocationsResult: { ResponseLocation: [location, { Name: 'incomplete' }] } }),
        );
      } else if (url.pathname.endsWith('/lookup') && url.searchParams.get('LocationCode') === '176227') {
        response.end(JSON.stringify({ GetLocationsResult: { ResponseLocation: location } }));
      } else if (url.pathname.endsWith('/lookup')) {
        response.statusCode = 400;
        response.end(JSON.stringify({ Errors: [{ Description: 'Location not found' }] }));
      } else {
        response.statusCode = 404;
        response.end('{}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/shipment/v2_1/locations`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('maps nearest locations onto pickup points and asks with the documented parameters', async () => {
    const provider = createPostnlPickupPoints({ apiKey: 'test-key', baseUrl });
    const points = await provider.nearby('3511 AZ', 5);
    expect(points).toEqual([
      {
        id: '176227',
        name: 'Primera Utrecht',
        street: 'Oudegracht 140 A',
        postcode: '3511 AZ',
        city: 'Utrecht',
        openingHours: ['ma 9.00-18.00', 'za 9.00-17.00'],
        distanceMeters: 412,
      },
    ]);
    const asked = new URL(requests.at(-1)!.url, 'http://fake');
    expect(asked.pathname).toBe('/shipment/v2_1/locations/nearest');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      CountryCode: 'NL',
      PostalCode: '3511AZ',
      DeliveryOptions: 'PG',
    });
    expect(requests.at(-1)!.apikey).toBe('test-key');
  });

  it('looks one point up by its location code; an unknown code is no point', async () => {
    const provider = createPostnlPickupPoints({ apiKey: 'test-key', baseUrl });
    expect(await provider.byId('176227')).toMatchObject({ id: '176227', city: 'Utrecht' });
    expect(new URL(requests.at(-1)!.url, 'http://fake').searchParams.get('RetailNetworkID')).toBe('PNPNL-01');
    expect(await provider.byId('999')).toBeNull();
    expect(await provider.byId('ZZ-1012')).toBeNull();
  });

  it('answers 503 with a Dutch message when PostNL fails', async () => {
    const provider = createPostnlPickupPoints({ apiKey: 'k', baseUrl: `${baseUrl}/broken` });
    await expect(provider.nearby('3511 AZ', 5)).rejects.toMatchObject({ status: 503 });
  });
});
