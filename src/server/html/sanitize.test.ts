import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps the markup of a product description', () => {
    const html = '<p>Zacht <strong>en</strong> stil.</p><ul><li>Ademend</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const dirty =
      '<p onclick="steal()">Hoi<script>alert(1)</script></p><a href="javascript:alert(1)">klik</a><img src=x onerror=alert(1)>';
    const clean = sanitizeRichText(dirty);
    expect(clean).toBe('<p>Hoi</p><a>klik</a><img src="x" />');
  });

  it('keeps uploaded images in rich text but never a data: or javascript: source', () => {
    expect(sanitizeRichText('<img src="/media/uploads/a.webp" alt="meetlint">')).toBe(
      '<img src="/media/uploads/a.webp" alt="meetlint" />',
    );
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBO">')).toBe('');
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('');
  });

  it('allows mailto and tel links and guards new windows', () => {
    expect(sanitizeRichText('<a href="mailto:info@zorgzaam.nl">mail</a>')).toContain(
      'href="mailto:info@zorgzaam.nl"',
    );
    expect(sanitizeRichText('<a href="tel:+31201234567">bel</a>')).toContain('href="tel:+31201234567"');
    expect(sanitizeRichText('<a href="https://x.nl" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});
