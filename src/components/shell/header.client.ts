import { $authToken, $isLoggedIn } from '~/features/account/auth.store';
import { $cartCount, openCart } from '~/features/cart/cart.store';
import { focusablesIn, keepTabInside } from '~/lib/focus-trap';
import { header as headerText } from '~/lib/messages/shell';
import { searchPath } from '~/lib/routes';

const SCROLLED_AFTER_PX = 50;
const PULSE_MS = 1000;

/** Header behaviour in plain TypeScript: no framework needed for a few toggles. */
export function initHeader(): void {
  const header = document.getElementById('site-header');
  if (!header) return;
  initScrollStyle(header);
  initMenus(header);
  initMobileMenu(header);
  initSearch(header);
  initAuthLinks(header);
  initCartButton(header);
}

function initScrollStyle(header: HTMLElement): void {
  const update = () => header.classList.toggle('is-scrolled', window.scrollY > SCROLLED_AFTER_PX);
  update();
  window.addEventListener('scroll', update, { passive: true });
}

/** Dames / Heren panels: one open at a time; Escape or a click elsewhere closes and returns focus. */
function initMenus(header: HTMLElement): void {
  const menus = [...header.querySelectorAll<HTMLElement>('[data-menu]')];
  const close = (menu: HTMLElement, returnFocus = false) => {
    const toggle = menu.querySelector<HTMLButtonElement>('[data-menu-toggle]')!;
    toggle.setAttribute('aria-expanded', 'false');
    menu.querySelector<HTMLElement>('[data-menu-panel]')!.hidden = true;
    if (returnFocus) toggle.focus();
  };
  for (const menu of menus) {
    const toggle = menu.querySelector<HTMLButtonElement>('[data-menu-toggle]')!;
    const panel = menu.querySelector<HTMLElement>('[data-menu-panel]')!;
    toggle.addEventListener('click', () => {
      const opening = panel.hidden;
      for (const other of menus) close(other);
      panel.hidden = !opening;
      toggle.setAttribute('aria-expanded', String(opening));
    });
    menu.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !panel.hidden) close(menu, true);
    });
    menu.addEventListener('focusout', (event) => {
      if (!menu.contains(event.relatedTarget as Node | null)) close(menu);
    });
  }
  document.addEventListener('click', (event) => {
    for (const menu of menus) if (!menu.contains(event.target as Node)) close(menu);
  });
}

/** Slide-in menu on small screens: traps focus while open, Escape closes, focus returns to the button. */
function initMobileMenu(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLButtonElement>('[data-mobile-toggle]');
  const menu = header.querySelector<HTMLElement>('[data-mobile-menu]');
  if (!toggle || !menu) return;
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    document.body.style.overflow = open ? 'hidden' : '';
    if (open) focusablesIn(menu)[0]?.focus();
    else toggle.focus();
  };
  toggle.addEventListener('click', () => setOpen(true));
  for (const closer of menu.querySelectorAll('[data-mobile-close]'))
    closer.addEventListener('click', () => setOpen(false));
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') setOpen(false);
    keepTabInside(event, menu);
  });
}

/**
 * Search toggle (spec section 2): opens an input; Enter goes to /search with the
 * trimmed query, a blank query does nothing; submitting or toggling closes and clears.
 */
function initSearch(header: HTMLElement): void {
  const form = header.querySelector<HTMLFormElement>('[data-search-form]');
  const input = header.querySelector<HTMLInputElement>('[data-search-input]');
  const toggle = header.querySelector<HTMLButtonElement>('[data-search-toggle]');
  if (!form || !input || !toggle) return;
  const setOpen = (open: boolean) => {
    form.classList.toggle('is-open', open);
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? headerText.searchClose : headerText.searchOpen);
    if (open) input.focus();
    else input.value = '';
  };
  toggle.addEventListener('click', () => setOpen(!form.classList.contains('is-open')));
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      setOpen(false);
      toggle.focus();
    }
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const query = input.value.trim();
    if (!query) return;
    setOpen(false);
    window.location.assign(searchPath(query));
  });
}

/**
 * Login, or Account + Logout, from the stored token; the user is fetched on start when a token
 * exists. The HTTP client loads only then (or on Logout): a guest's page carries none of it.
 */
function initAuthLinks(header: HTMLElement): void {
  $isLoggedIn.subscribe((loggedIn) => {
    // The whole page: the footer's 'Mijn account' follows the login too.
    for (const element of document.querySelectorAll<HTMLElement>('[data-auth]')) {
      element.classList.toggle('hidden', element.dataset.auth !== (loggedIn ? 'user' : 'guest'));
    }
  });
  for (const button of header.querySelectorAll('[data-logout]')) {
    button.addEventListener('click', async () => {
      const { logout } = await loadAuthActions();
      await logout();
      window.location.assign('/');
    });
  }
  if ($authToken.get()) void loadAuthActions().then(({ fetchUser }) => fetchUser());
}

const loadAuthActions = () => import('~/features/account/auth.actions');

/** The count badge pulses for a second whenever the number of items rises. */
function initCartButton(header: HTMLElement): void {
  const badge = header.querySelector<HTMLElement>('[data-cart-count]');
  const label = header.querySelector<HTMLElement>('[data-cart-count-label]');
  header.querySelector('[data-cart-toggle]')?.addEventListener('click', openCart);
  if (!badge || !label) return;
  let previous: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  $cartCount.subscribe((count) => {
    badge.textContent = String(count);
    badge.hidden = count === 0;
    label.textContent = headerText.cartCount(count);
    if (previous !== undefined && count > previous) {
      badge.classList.remove('is-pulsing');
      void badge.offsetWidth; // restart the animation
      badge.classList.add('is-pulsing');
      clearTimeout(timer);
      timer = setTimeout(() => badge.classList.remove('is-pulsing'), PULSE_MS);
    }
    previous = count;
  });
}
