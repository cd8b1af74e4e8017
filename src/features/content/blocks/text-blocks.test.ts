import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../../tests/helpers/render';

describe('TextBlock', () => {
  it('renders the title as a section heading and the rich text, sanitised', async () => {
    const html = await renderBlock('TextBlock', {
      title: 'Over ons',
      body: '<p>Wij helpen <a href="javascript:alert(1)">u</a> verder.</p><script>alert(1)</script>',
    });
    expect(html).toContain('<h2 id="block-test"');
    expect(html).toContain('Over ons');
    expect(html).toContain('Wij helpen');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
  });
});

describe('FaqList', () => {
  it('renders every question as a keyboard-operable disclosure with its answer', async () => {
    const html = await renderBlock('FaqList', {
      title: 'Veelgestelde vragen',
      faqs: [
        { question: 'Hoe wordt het verpakt?', answer: '<p>In een neutrale doos.</p>' },
        { question: 'Kan ik retourneren?', answer: '<p>Ja, binnen 14 dagen.</p>' },
        { question: '', answer: 'vraag zonder tekst wordt overgeslagen' },
      ],
    });
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).toContain('<summary');
    expect(html).toContain('Hoe wordt het verpakt?');
    expect(html).toContain('In een neutrale doos.');
    expect(html).not.toContain('overgeslagen');
  });

  it('renders an empty list when the stored faqs are not a list', async () => {
    const html = await renderBlock('FaqList', { title: 'Vragen', faqs: 'kapot' });
    expect(html).not.toContain('<details');
  });
});

describe('HeroBlock', () => {
  it('shows title, text, both buttons and the selling points', async () => {
    const html = await renderBlock('HeroBlock', {
      title: 'Zeker door de dag',
      text: 'Bescherming die past.',
      primary: { label: 'Start de keuzehulp', href: '/producthulp' },
      secondary: { label: 'Alle producten', href: '/shop' },
      points: [{ text: 'Discreet verpakt' }],
    });
    expect(html).toContain('Zeker door de dag');
    expect(html).toContain('href="/producthulp"');
    expect(html).toContain('href="/shop"');
    expect(html).toContain('Discreet verpakt');
  });

  it('leaves out a button without a link', async () => {
    const html = await renderBlock('HeroBlock', {
      title: 'Titel',
      primary: { label: 'Klik', href: '' },
    });
    expect(html).not.toContain('Klik');
  });
});
