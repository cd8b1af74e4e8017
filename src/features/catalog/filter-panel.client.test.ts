import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeFilterPanel, initFilterPanel } from './filter-panel.client';

/** happy-dom's own API (not in the DOM types): the window's size, for the 1024 px layout switch. */
function viewport(width: number) {
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
  ).happyDOM.setViewport({ width, height: 844 });
}

/** The filter column as ProductOverview.astro renders it, inside a page with a footer. */
function page(): HTMLElement {
  document.body.innerHTML = `
    <main><section data-overview>
      <button type="button" data-filter-open>Filteren</button>
      <div id="filters" data-filter-panel role="region" aria-label="Filters">
        <h2 id="filters-title">Filters</h2>
        <button type="button" data-filter-close>Sluiten</button>
        <form data-filter-form>
          <label><input type="checkbox" name="absorption" value="light" /> Licht</label>
          <a href="/shop" data-filter-reset>Wis filters</a>
        </form>
      </div>
      <div data-results><p>Comfort Broekje</p></div>
    </section></main>
    <footer>voet</footer>`;
  const root = document.querySelector<HTMLElement>('[data-overview]')!;
  initFilterPanel(root);
  return root;
}

describe('filter panel (phone)', () => {
  beforeEach(() => viewport(390));

  it("opens as a dialog from 'Filteren', keeps the page inert and closes on Escape with focus back", async () => {
    page();
    const user = userEvent.setup();
    const open = screen.getByRole('button', { name: 'Filteren' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(screen.getByRole('dialog', { name: 'Filters' })).toHaveAttribute('aria-modal', 'true');
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Sluiten' })).toHaveFocus();
    expect(document.querySelector('footer')).toHaveProperty('inert', true);
    expect(document.documentElement.style.overflow).toBe('hidden');
    // Tab stays inside the dialog: Shift+Tab from its first control goes to its last.
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Wis filters' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sluiten' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Filters' })).toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(document.querySelector('footer')).toHaveProperty('inert', false);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it("closes with 'Sluiten' and when the overview asks (after 'Toon N producten')", async () => {
    const root = page();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filteren' }));
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filteren' }));
    closeFilterPanel(root);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filteren' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays a column beside the products on a wide screen', async () => {
    viewport(1280);
    page();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Filteren' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('footer')).toHaveProperty('inert', false);
  });
});
