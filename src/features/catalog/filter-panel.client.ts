import { keepTabInside } from '~/lib/focus-trap';

/**
 * On a phone the filters wait behind 'Filteren': products first. The button opens
 * them as a full-screen dialog; everything else is made inert while it is open, so focus stays
 * inside; Escape, 'Sluiten' and 'Toon N producten' close it and focus returns to the button.
 * From 1024 px the filters are a column beside the products and this does nothing.
 */
const DESKTOP = '(min-width: 1024px)';
const madeInert = new WeakMap<HTMLElement, Element[]>();

export function initFilterPanel(root: HTMLElement): void {
  const panel = root.querySelector<HTMLElement>('[data-filter-panel]');
  const open = root.querySelector<HTMLButtonElement>('[data-filter-open]');
  if (!panel || !open) return;
  open.setAttribute('aria-expanded', 'false');
  open.addEventListener('click', () => openFilterPanel(root));
  root.querySelector('[data-filter-close]')?.addEventListener('click', () => closeFilterPanel(root));
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeFilterPanel(root);
    if (panel.hasAttribute('data-open')) keepTabInside(event, panel);
  });
  window.matchMedia(DESKTOP).addEventListener('change', () => closeFilterPanel(root));
}

function openFilterPanel(root: HTMLElement): void {
  const panel = root.querySelector<HTMLElement>('[data-filter-panel]')!;
  if (panel.hasAttribute('data-open') || window.matchMedia(DESKTOP).matches) return;
  panel.toggleAttribute('data-open', true);
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-labelledby', `${panel.id}-title`);
  madeInert.set(panel, inertAround(panel));
  document.documentElement.style.overflow = 'hidden';
  root.querySelector('[data-filter-open]')?.setAttribute('aria-expanded', 'true');
  panel.querySelector<HTMLElement>('[data-filter-close]')?.focus();
}

export function closeFilterPanel(root: HTMLElement): void {
  const panel = root.querySelector<HTMLElement>('[data-filter-panel]');
  if (!panel?.hasAttribute('data-open')) return;
  panel.removeAttribute('data-open');
  // Closed, it is the region it was rendered as (role and label valid on a plain div).
  panel.setAttribute('role', 'region');
  for (const attribute of ['aria-modal', 'aria-labelledby']) panel.removeAttribute(attribute);
  for (const element of madeInert.get(panel) ?? []) (element as HTMLElement).inert = false;
  madeInert.delete(panel);
  document.documentElement.style.overflow = '';
  const open = root.querySelector<HTMLElement>('[data-filter-open]');
  open?.setAttribute('aria-expanded', 'false');
  open?.focus();
}

/** Makes every element outside `element` inert (siblings of it and of each ancestor). */
function inertAround(element: HTMLElement): Element[] {
  const changed: Element[] = [];
  let node: Element = element;
  while (node.parentElement && node !== document.body) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || (sibling as HTMLElement).inert || sibling.tagName === 'SCRIPT') continue;
      (sibling as HTMLElement).inert = true;
      changed.push(sibling);
    }
    node = node.parentElement;
  }
  return changed;
}
