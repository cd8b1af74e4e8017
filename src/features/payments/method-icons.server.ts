import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Bancontact from 'react-pay-icons/Bancontact';
import Ideal from 'react-pay-icons/Ideal';
import Mastercard from 'react-pay-icons/Mastercard';
import Paypal from 'react-pay-icons/Paypal';

/**
 * The test provider's method logos, from the maintained MIT-licensed react-pay-icons package
 * (not hand-drawn text tiles). Rendered once to plain SVG files; Mollie mode uses Mollie's own
 * images instead (its methods API returns their URLs).
 */
const ICONS: Record<string, (props: Record<string, unknown>) => unknown> = {
  ideal: Ideal,
  bancontact: Bancontact,
  paypal: Paypal,
  // Not 'Generic': that one is a picture placeholder and reads as a broken image.
  creditcard: Mastercard,
};

const rendered = new Map<string, string>();

/** The SVG document of a test method's logo, or undefined for an unknown method. */
export function methodIconSvg(method: string): string | undefined {
  const icon = ICONS[method];
  if (!icon) return undefined;
  let svg = rendered.get(method);
  if (!svg) {
    // The components set xmlns themselves, so the markup is a valid standalone SVG file.
    svg = renderToStaticMarkup(createElement(icon as never, { width: 60, height: 40 }));
    rendered.set(method, svg);
  }
  return svg;
}
