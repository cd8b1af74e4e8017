import { describe, expect, it, vi } from 'vitest';
import { slugify } from '~/lib/slug';
import {
  createBlock,
  getIn,
  hasInlineImages,
  locateError,
  mapStrings,
  setIn,
  uploadImages,
} from './editor-state';

describe('blocks', () => {
  it('creates a block with every field empty and a key unique on the page', () => {
    const first = createBlock('FaqList', []);
    expect(first).toEqual({ key: 'faqlist-1', layout: 'FaqList', attributes: { title: '', faqs: [] } });
    const second = createBlock('FaqList', [first, { ...first, key: 'faqlist-2' }]);
    expect(second.key).toBe('faqlist-3');
  });

  it('updates nested values without touching the original', () => {
    const original = { faqs: [{ question: 'a' }, { question: 'b' }] };
    const updated = setIn(original, ['faqs', 1, 'question'], 'c');
    expect(getIn(updated, ['faqs', 1, 'question'])).toBe('c');
    expect(original.faqs[1]!.question).toBe('b');
  });
});

describe('uploading images before saving', () => {
  it('uploads pending files and inline base64 images once each and puts their URLs in place', async () => {
    const upload = vi.fn(async () => ({ url: `/media/uploads/${upload.mock.calls.length}.webp` }));
    const pending = new Map([['pending:1', new Blob(['x'])]]);
    const inline = 'data:image/png;base64,iVBORw0KGgo=';
    const result = await uploadImages(
      { hero: { image: 'pending:1' }, photos: [{ image: inline }, { image: inline }], title: 'blijft' },
      pending,
      upload,
    );
    expect(upload).toHaveBeenCalledTimes(2);
    expect(result).toEqual({
      hero: { image: '/media/uploads/1.webp' },
      photos: [{ image: '/media/uploads/2.webp' }, { image: '/media/uploads/2.webp' }],
      title: 'blijft',
    });
  });

  it('uploads images pasted into rich text as base64 and puts their URLs in the HTML', async () => {
    const upload = vi.fn(async () => ({ url: '/media/uploads/plak.webp' }));
    const inline = 'data:image/png;base64,iVBORw0KGgo=';
    const body = `<p>Zo meet je:</p><p><img src="${inline}" alt="meetlint"></p>`;
    const result = await uploadImages({ body }, new Map(), upload);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(result.body).toBe('<p>Zo meet je:</p><p><img src="/media/uploads/plak.webp" alt="meetlint"></p>');
    expect(hasInlineImages(result)).toBe(false);
    expect(hasInlineImages({ body })).toBe(true);
  });

  it('leaves the attribute unchanged when the upload answers without a URL', async () => {
    const result = await uploadImages(
      { image: 'pending:1' },
      new Map([['pending:1', new Blob(['x'])]]),
      async () => ({}),
    );
    expect(result).toEqual({ image: 'pending:1' });
  });
});

describe('helpers', () => {
  it('finds the block and field of a server error', () => {
    expect(locateError('content.2.attributes.faqs.0.question')).toEqual({
      block: 2,
      path: 'faqs.0.question',
    });
    expect(locateError('slug')).toBeUndefined();
  });

  it('makes a slug of a Dutch title', () => {
    expect(slugify('Over ons & onze zorg')).toBe('over-ons-onze-zorg');
    expect(slugify('Crème voor de huid')).toBe('creme-voor-de-huid');
  });
});

describe('mapStrings', () => {
  it('maps every string, however deep, and leaves the rest and the original alone', () => {
    const original = { title: 'a', list: [{ image: 'pending:1', count: 2 }], flag: true };
    const mapped = mapStrings(original, (text) => (text === 'pending:1' ? 'blob:x' : text));
    expect(mapped).toEqual({ title: 'a', list: [{ image: 'blob:x', count: 2 }], flag: true });
    expect(original.list[0]!.image).toBe('pending:1');
  });
});
