import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../../tests/helpers/render';

const stats = [
  { value: '98%', label: 'beveelt ons aan' },
  { value: '12.000', label: 'tevreden klanten' },
  { value: '', label: 'cijfer zonder waarde wordt overgeslagen' },
];

/** The figures of a rendered <dl>, as [value, label] pairs. */
function figures(html: string): [string, string][] {
  return [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt>\s*<dd[^>]*>([^<]*)<\/dd>/g)].map((match) => [
    match[2]!,
    match[1]!,
  ]);
}

describe('stats blocks', () => {
  it('StatsBlocks shows its title and every figure with its meaning, skipping empty figures', async () => {
    const html = await renderBlock('StatsBlocks', { title: 'Zorgzaam in cijfers', stats });
    expect(html).toContain('<h2 id="block-test"');
    expect(html).toContain('Zorgzaam in cijfers');
    expect(figures(html)).toEqual([
      ['98%', 'beveelt ons aan'],
      ['12.000', 'tevreden klanten'],
    ]);
    expect(html).not.toContain('overgeslagen');
  });

  it('StatsSimple is a named row of figures without a heading', async () => {
    const html = await renderBlock('StatsSimple', { stats });
    expect(html).toContain('aria-label="Kerncijfers"');
    expect(html).not.toContain('<h2');
    expect(figures(html)).toHaveLength(2);
  });

  it('StatsWithImage shows title, text, figures and the image with its description', async () => {
    const html = await renderBlock('StatsWithImage', {
      title: 'Al 20 jaar',
      text: 'Wij leveren sinds 2006.',
      image: '/media/content/magazijn.webp',
      imageAlt: 'Ons magazijn in Utrecht',
      stats,
    });
    expect(html).toContain('Al 20 jaar');
    expect(html).toContain('Wij leveren sinds 2006.');
    expect(html).toContain('src="/media/content/magazijn.webp"');
    expect(html).toContain('alt="Ons magazijn in Utrecht"');
    expect(figures(html)).toHaveLength(2);
  });

  it('StatsWithText shows the sanitised rich text next to the figures', async () => {
    const html = await renderBlock('StatsWithText', {
      title: 'Waarom wij',
      body: '<p>Persoonlijk <strong>advies</strong>.</p><img src="x" onerror="alert(1)">',
      stats,
    });
    expect(html).toContain('<strong>advies</strong>');
    expect(html).not.toContain('onerror');
    expect(figures(html)).toHaveLength(2);
  });

  it('StatsWithTitle centres title and subtitle above the figures', async () => {
    const html = await renderBlock('StatsWithTitle', {
      title: 'Wat klanten zeggen',
      subtitle: 'Gemeten onder 1.200 klanten in 2025.',
      stats,
    });
    expect(html).toContain('Wat klanten zeggen');
    expect(html).toContain('Gemeten onder 1.200 klanten in 2025.');
    expect(figures(html)[0]).toEqual(['98%', 'beveelt ons aan']);
  });

  it('every stats block without figures renders nothing', async () => {
    const empty = { title: 'Alleen een titel', stats: [{ value: '', label: 'leeg' }] };
    for (const layout of [
      'StatsBlocks',
      'StatsSimple',
      'StatsWithImage',
      'StatsWithText',
      'StatsWithTitle',
    ] as const) {
      expect((await renderBlock(layout, empty)).trim(), layout).toBe('');
    }
  });
});

describe('TeamMembers', () => {
  it('shows each member with name as h3 under the block title, role and bio; nameless members drop out', async () => {
    const html = await renderBlock('TeamMembers', {
      title: 'Ons team',
      intro: 'Wij helpen u graag.',
      members: [
        {
          name: 'Anja de Vries',
          role: 'Verpleegkundige',
          bio: 'Geeft advies over pasvorm.',
          photo: '/media/anja.webp',
        },
        { name: 'Kees Bakker', role: '', bio: '', photo: '' },
        { name: '', role: 'Zonder naam', bio: '', photo: '' },
      ],
    });
    expect(html.match(/<h3/g)).toHaveLength(2);
    expect(html).toContain('Anja de Vries');
    expect(html).toContain('Verpleegkundige');
    expect(html).toContain('Geeft advies over pasvorm.');
    expect(html).toContain('src="/media/anja.webp"');
    expect(html).not.toContain('Zonder naam');
  });

  it('uses h2 for names when the block has no title', async () => {
    const html = await renderBlock('TeamMembers', { members: [{ name: 'Anja' }] });
    expect(html).toMatch(/<h2[^>]*>Anja<\/h2>/);
  });
});

describe('testimonials', () => {
  const testimonials = [
    {
      quote: 'Eindelijk een broekje dat niet ritselt.',
      name: 'Ria',
      detail: 'Gebruikt de pants',
      rating: '5',
    },
    { quote: 'Snel geleverd & <b>discreet</b>.', name: 'Henk', detail: '', rating: '3' },
    { quote: '', name: 'Leeg citaat', detail: '', rating: '4' },
  ];

  it('TestimonialGrid shows each quote as a figure with its author, escaped, without stars', async () => {
    const html = await renderBlock('TestimonialGrid', { title: 'Ervaringen', testimonials });
    expect(html.match(/<figure/g)).toHaveLength(2);
    expect(html.match(/<blockquote/g)).toHaveLength(2);
    expect(html).toContain('Eindelijk een broekje dat niet ritselt.');
    expect(html).toMatch(/<figcaption[^>]*>[\s\S]*Ria[\s\S]*Gebruikt de pants/);
    expect(html).toContain('&lt;b&gt;discreet&lt;/b&gt;');
    expect(html).not.toContain('Leeg citaat');
    expect(html).not.toContain('sterren');
  });

  it('TestimonialStars shows each rating spelled out for screen readers', async () => {
    const html = await renderBlock('TestimonialStars', { testimonials });
    expect(html).toContain('aria-label="5 van 5 sterren"');
    expect(html).toContain('aria-label="3 van 5 sterren"');
    expect(html.match(/<blockquote/g)).toHaveLength(2);
  });

  it('TestimonialWithGrid shows the featured quote large with its photo, the others beneath', async () => {
    const html = await renderBlock('TestimonialWithGrid', {
      title: 'Wat klanten zeggen',
      featured: {
        quote: 'Ik slaap weer de hele nacht door.',
        name: 'Mevrouw Jansen',
        detail: 'Klant sinds 2021',
        image: '/media/jansen.webp',
        imageAlt: 'Mevrouw Jansen in haar tuin',
      },
      testimonials: testimonials.slice(0, 2),
    });
    expect(html.match(/<figure/g)).toHaveLength(3);
    expect(html.indexOf('Ik slaap weer')).toBeLessThan(html.indexOf('Eindelijk een broekje'));
    expect(html).toContain('alt="Mevrouw Jansen in haar tuin"');
    expect(html).toContain('Klant sinds 2021');
  });

  it('testimonial blocks without quotes render nothing', async () => {
    const empty = { title: 'Ervaringen', testimonials: [{ quote: '', name: 'Ria' }] };
    expect((await renderBlock('TestimonialGrid', empty)).trim()).toBe('');
    expect((await renderBlock('TestimonialStars', empty)).trim()).toBe('');
    expect((await renderBlock('TestimonialWithGrid', empty)).trim()).toBe('');
  });
});

describe('GenderSplit', () => {
  it('shows a panel for women and for men, each with title, text and button', async () => {
    const html = await renderBlock('GenderSplit', {
      women: {
        title: 'Voor vrouwen',
        text: 'Broekjes en verbanden voor vrouwen.',
        image: '/media/vrouwen.webp',
        imageAlt: '',
        button: { label: 'Bekijk voor vrouwen', href: '/shop/dames-broekjes' },
      },
      men: {
        title: 'Voor mannen',
        text: 'Met extra bescherming aan de voorkant.',
        button: { label: 'Bekijk voor mannen', href: '/shop/mannen-broekjes' },
      },
    });
    expect(html.match(/<h2/g)).toHaveLength(2);
    expect(html.indexOf('Voor vrouwen')).toBeLessThan(html.indexOf('Voor mannen'));
    expect(html).toContain('href="/shop/dames-broekjes"');
    expect(html).toContain('href="/shop/mannen-broekjes"');
    expect(html).toContain('Met extra bescherming aan de voorkant.');
  });

  it('leaves out a panel without a title, and renders nothing when both are empty', async () => {
    const one = await renderBlock('GenderSplit', {
      women: { title: 'Voor vrouwen' },
      men: { title: '', text: 'zonder titel' },
    });
    expect(one.match(/<h2/g)).toHaveLength(1);
    expect(one).not.toContain('zonder titel');
    expect((await renderBlock('GenderSplit', {})).trim()).toBe('');
  });
});

describe('Contact', () => {
  const attributes = {
    title: 'Neem contact op',
    intro: '<p>Wij helpen u <em>graag</em>.</p>',
    phone: '020 123 45 67',
    email: 'service@zorgzaam.example',
    openingHours: 'Maandag tot vrijdag\n9:00 tot 17:00',
  };

  it("shows the shop's phone as a tel: link, the e-mail as a mailto: link and the opening hours", async () => {
    const html = await renderBlock('Contact', attributes);
    expect(html).toContain('Neem contact op');
    expect(html).toContain('<em>graag</em>');
    expect(html).toMatch(/<a href="tel:\+31201234567"[^>]*>020 123 45 67<\/a>/);
    expect(html).toMatch(/<a href="mailto:service@zorgzaam\.example"[^>]*>service@zorgzaam\.example<\/a>/);
    expect(html).toContain('Maandag tot vrijdag');
  });

  it('has a form posting to /api/contact with a visible label for every field', async () => {
    const html = await renderBlock('Contact', attributes);
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/api\/contact"/);
    for (const [name, label] of [
      ['name', 'Naam'],
      ['email', 'E-mailadres'],
      ['subject', 'Onderwerp'],
      ['message', 'Bericht'],
    ]) {
      const id = html.match(new RegExp(`id="([^"]+)" name="${name}"`))?.[1];
      expect(id, name).toBeDefined();
      expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>${label}`));
    }
    // Required fields say so (the shop's one Field convention); the subject is optional.
    expect(html.match(/\(verplicht\)/g)).toHaveLength(3);
    expect(html).toMatch(/Onderwerp\s*<\/label>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Verstuur bericht<\/button>/);
  });

  it('links each field to its error message and has a status region for the result', async () => {
    const html = await renderBlock('Contact', attributes);
    for (const name of ['name', 'email', 'subject', 'message']) {
      const describedBy = html.match(new RegExp(`name="${name}"[^>]*aria-describedby="([^"]+)"`))?.[1];
      expect(describedBy, name).toBeDefined();
      expect(html).toMatch(new RegExp(`id="${describedBy}"[^>]*data-error-for="${name}"`));
    }
    expect(html).toMatch(/role="status"[^>]*data-contact-status/);
  });

  it('hides the honeypot field from people, screen readers and the tab order', async () => {
    const html = await renderBlock('Contact', attributes);
    expect(html).toMatch(/<div class="hidden" aria-hidden="true">[\s\S]*name="website"[^>]*tabindex="-1"/);
  });

  it('still shows the form when no contact details are filled in', async () => {
    const html = await renderBlock('Contact', { title: 'Contact' });
    expect(html).toContain('<form');
    expect(html).not.toContain('tel:');
    expect(html).not.toContain('mailto:');
    expect(html).not.toContain('<dt');
  });
});
