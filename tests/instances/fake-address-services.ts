import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One local HTTP server standing in for PDOK's Locatieserver (postcode + house number -> street)
 * and PostNL's Locations API (pickup points near a postcode), with the answer shapes the adapters
 * read (see tests/integration/postnl-pickup-points.test.ts for the PostNL shape in detail).
 */
export async function startFakeAddressServices() {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    asked.push(url.pathname);
    response.setHeader('content-type', 'application/json');
    if (url.pathname === '/pdok/free') {
      response.end(
        JSON.stringify({ response: { docs: [{ straatnaam: 'Oudegracht', woonplaatsnaam: 'Utrecht' }] } }),
      );
    } else if (url.pathname.endsWith('/locations/nearest')) {
      const location = {
        LocationCode: 176227,
        Name: 'Primera Nepstad',
        Distance: 412,
        Address: {
          Street: 'Oudegracht',
          HouseNr: 140,
          Zipcode: '3511AZ',
          City: 'Utrecht',
          Countrycode: 'NL',
        },
        OpeningHours: { Monday: { string: ['09:00-18:00'] } },
        RetailNetworkID: 'PNPNL-01',
      };
      response.end(JSON.stringify({ GetLocationsResult: { ResponseLocation: [location] } }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    asked,
    env: {
      ADDRESS_PROVIDER: 'pdok',
      PDOK_URL: `${base}/pdok/free`,
      PICKUP_POINT_PROVIDER: 'postnl',
      POSTNL_API_KEY: 'nep-sleutel',
      POSTNL_LOCATIONS_URL: `${base}/shipment/v2_1/locations`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
