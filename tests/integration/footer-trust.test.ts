import { afterEach, describe, expect, it, vi } from 'vitest';
import SiteFooter from '~/components/shell/SiteFooter.astro';
import { shop } from '~/config/shop';
import { methodsOnOffer } from '~/features/payments/payments.server';
import { testPaymentProvider } from '~/features/payments/test-provider.server';
import { setupTestDatabase } from '../helpers/db';
import { renderComponent } from '../helpers/render';

setupTestDatabase();
afterEach(() => vi.restoreAllMocks());

describe('the footer a first-time buyer checks before she trusts the shop', () => {
  it('names the company, its address, KvK, btw-id, service hours and phone, and the payment marks on offer', async () => {
    const html = await renderComponent(SiteFooter);
    const { company } = shop;
    for (const fact of [
      company.legalName,
      `${company.street}, ${company.postcode} ${company.city}`,
      `KvK ${company.kvk}`,
      `btw-id ${company.vatId}`,
      company.openingHours,
      company.phone,
      'Klantenservice',
    ]) {
      expect(html).toContain(fact);
    }
    expect(html).not.toContain('B.V..');
    const marks = [...html.matchAll(/<img src="([^"]+)" alt="([^"]+)"/g)].map((match) => match[2]);
    const offered = (await testPaymentProvider.listMethods()).map((method) => method.description);
    expect(marks).toEqual(offered);
    expect(marks).toContain('iDEAL');
  });

  it('asks the provider once an hour, and again at once after a failure', async () => {
    const list = vi.spyOn(testPaymentProvider, 'listMethods');
    const later = Date.now() + 2 * 60 * 60 * 1000;
    await methodsOnOffer(later);
    await methodsOnOffer(later + 1000);
    expect(list).toHaveBeenCalledTimes(1);

    list.mockRejectedValueOnce(new Error('provider down'));
    const muchLater = later + 3 * 60 * 60 * 1000;
    await expect(methodsOnOffer(muchLater)).rejects.toThrow('provider down');
    expect((await methodsOnOffer(muchLater)).length).toBeGreaterThan(0);
    expect(list).toHaveBeenCalledTimes(3);
  });
});
