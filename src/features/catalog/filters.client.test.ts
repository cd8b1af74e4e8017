import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../tests/helpers/fake-api';

// The script subscribes to the filters store for the page's life: each test loads script and
// store afresh, so an overview of an earlier test does not react to this one's changes.
let initOverviews: typeof import('./filters.client').initOverviews;
let $filters: typeof import('./filters.store').$filters;
beforeEach(async () => {
  vi.resetModules();
  ({ initOverviews } = await import('./filters.client'));
  ({ $filters } = await import('./filters.store'));
});

/** One overview as ProductOverview.astro renders it: filter form, Filteren button, results. */
function overview(results: string, { filters = 'null', fromUrl = 'false', category = '' } = {}) {
  return `
  <section data-overview data-filters='${filters}' data-from-url="${fromUrl}" ${category}>
    <button type="button" data-filter-open>Filteren</button>
    <div id="filters" data-filter-panel>
      <h2 id="filters-title">Filters</h2>
      <button type="button" data-filter-close>Sluiten</button>
      <form data-filter-form>
        <fieldset><legend>Voor wie</legend>
          <label><input type="radio" name="gender" value="both" checked /> Iedereen</label>
          <label><input type="radio" name="gender" value="female" /> Vrouw</label>
          <label><input type="radio" name="gender" value="male" /> Man</label>
        </fieldset>
        <fieldset><legend>Absorptie</legend>
          <label><input type="checkbox" name="absorption" value="light" /> Licht</label>
          <label><input type="checkbox" name="absorption" value="heavy" /> Zwaar</label>
        </fieldset>
        <fieldset><legend>Categorie</legend>
          <label data-category-option data-slug="broekjes-voor-mannen"><input type="checkbox" name="categories" value="4" /> Broekjes voor mannen</label>
          <label data-category-option data-slug="verband"><input type="checkbox" name="categories" value="2" /> Verband</label>
        </fieldset>
        <button type="submit" data-filter-apply>Toon producten</button>
        <a href="/shop" data-filter-reset>Wis filters</a>
      </form>
    </div>
    <p data-active-count></p>
    <div data-results>${results}</div>
  </section>`;
}

// Without an answer the script lets the browser load the page itself: kept here, not navigated.
const assign = vi.fn();
beforeEach(() => {
  assign.mockReset();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: '/shop', assign });
});

describe('shop overview filters (page script)', () => {
  const replaceState = vi.fn();
  beforeEach(() => {
    replaceState.mockReset();
    vi.spyOn(history, 'replaceState').mockImplementation(replaceState);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server for the filtered page, swaps in its results and puts the filters in the address', async () => {
    const api = fakeApi({
      'GET /shop': { text: overview('<p>Nacht Verband</p>'), headers: { 'Content-Type': 'text/html' } },
    });
    document.body.innerHTML = overview('<p>Comfort Broekje</p>');
    initOverviews();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Licht' }));
    await waitFor(() => expect(screen.getByText('Nacht Verband')).toBeInTheDocument());
    expect(screen.queryByText('Comfort Broekje')).not.toBeInTheDocument();
    expect(api.sent.at(-1)?.path).toBe('/shop?absorption=light');
    expect(api.sent.at(-1)?.headers.get('Accept')).toBe('text/html');
    expect(replaceState).toHaveBeenCalledWith(null, '', '/shop?absorption=light');
    expect($filters.get().absorption).toEqual(['light']);
  });

  it("hides the other gender's categories when a gender is chosen (section 9)", async () => {
    fakeApi({ 'GET /shop': { text: overview(''), headers: { 'Content-Type': 'text/html' } } });
    document.body.innerHTML = overview('');
    initOverviews();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Vrouw' }));
    expect(screen.getByText('Broekjes voor mannen').closest('label')).toHaveAttribute('hidden');
    expect(screen.getByText('Verband').closest('label')).not.toHaveAttribute('hidden');
  });

  it('shows the filters named in the address and remembers them, asking nothing more', () => {
    const api = fakeApi({});
    document.body.innerHTML = overview('', {
      filters: JSON.stringify({ gender: 'male', absorption: ['heavy'], categories: [] }),
      fromUrl: 'true',
    });
    initOverviews();
    expect(screen.getByRole('radio', { name: 'Man' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Zwaar' })).toBeChecked();
    expect($filters.get()).toEqual({ gender: 'male', absorption: ['heavy'], categories: [] });
    expect(api.sent).toHaveLength(0);
  });

  it('lets the browser load the page when the server does not answer', async () => {
    fakeApi({ 'GET /shop': { status: 503, text: '' } });
    document.body.innerHTML = overview('');
    initOverviews();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Zwaar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/shop?absorption=heavy'));
  });

  it("resets to everyone, no absorption and no category with 'Wis filters'", async () => {
    fakeApi({ 'GET /shop': { text: overview(''), headers: { 'Content-Type': 'text/html' } } });
    document.body.innerHTML = overview('');
    initOverviews();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Licht' }));
    await user.click(screen.getByRole('link', { name: 'Wis filters' }));
    expect(screen.getByRole('checkbox', { name: 'Licht' })).not.toBeChecked();
    expect($filters.get()).toEqual({ gender: 'both', absorption: [], categories: [] });
  });

  it('opens a category of fixation briefs after the finder with every product, not an empty page', () => {
    const api = fakeApi({});
    $filters.set({ gender: 'female', absorption: ['heavy'], categories: [] });
    document.body.innerHTML = overview('<p>Stretch Broekje Dames</p>', {
      filters: JSON.stringify({ gender: 'both', absorption: [], categories: [7] }),
      category: `data-category="7" data-category-slug="dames-broekje-met-stretch" data-category-profile='[{"audience":"female","band":"none"}]'`,
    });
    initOverviews();
    expect(screen.getByRole('checkbox', { name: 'Zwaar' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Vrouw' })).toBeChecked();
    expect(screen.getByText('Stretch Broekje Dames')).toBeInTheDocument();
    // Only the gender differs from what the server rendered: it asks for that, without absorption.
    expect(api.sent.map((request) => request.path)).toEqual(['/shop?gender=female']);
    // The saved absorption still applies elsewhere in the shop.
    expect($filters.get().absorption).toEqual(['heavy']);
  });
});
