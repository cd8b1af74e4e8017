import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { productPage } from '~/lib/messages/shop';
import { initProductPage } from './product-page.client';

// The product page's gallery, tabs and video as ProductGallery/ProductTabs/ProductVideo.astro render them.
const PAGE = `
  <img data-gallery-main src="/media/a.webp" alt="Voorkant" />
  <button type="button" data-gallery-thumb="/media/a.webp" data-alt="Voorkant" aria-pressed="true">Foto 1</button>
  <button type="button" data-gallery-thumb="/media/b.webp" data-alt="Achterkant" aria-pressed="false">Foto 2</button>
  <div data-tabs>
    <div role="tablist">
      <button role="tab" id="t1" aria-controls="p1" aria-selected="true">Omschrijving</button>
      <button role="tab" id="t2" aria-controls="p2" aria-selected="false" tabindex="-1">In de verpakking</button>
      <button role="tab" id="t3" aria-controls="p3" aria-selected="false" tabindex="-1">Maattabel</button>
    </div>
    <div role="tabpanel" id="p1" aria-labelledby="t1">Zacht en stil.</div>
    <div role="tabpanel" id="p2" aria-labelledby="t2" hidden>10 stuks</div>
    <div role="tabpanel" id="p3" aria-labelledby="t3" hidden>S, M, L</div>
  </div>
  <div data-video>
    <video preload="none" src="/videos/uitleg.mp4"></video>
    <button type="button" data-video-play aria-label="${productPage.play}">
      <svg data-video-icon="play"></svg><svg data-video-icon="pause" class="hidden"></svg></button>
    <button type="button" data-video-mute aria-label="Geluid" aria-pressed="false">
      <svg data-video-sound></svg><svg data-video-muted class="hidden"></svg></button>
    <div data-video-progress role="slider" tabindex="0" aria-label="Voortgang"><div data-video-bar></div></div>
    <span data-video-time></span>
  </div>
  <a href="#top" data-open-tab="t3">Lees alle 5 ervaringen</a>`;

describe('product page script', () => {
  it('shows the photo of the thumbnail clicked', async () => {
    document.body.innerHTML = PAGE;
    initProductPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Foto 2' }));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/media/b.webp');
    expect(screen.getByRole('img')).toHaveAccessibleName('Achterkant');
    expect(screen.getByRole('button', { name: 'Foto 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Foto 1' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches tabs by click and by arrow keys, Home and End', async () => {
    document.body.innerHTML = PAGE;
    initProductPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'In de verpakking' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('10 stuks');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Maattabel' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('S, M, L');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Omschrijving' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Maattabel' })).toHaveAttribute('aria-selected', 'true');
  });

  it('plays and pauses the video, naming the button after what it does next, and mutes', async () => {
    document.body.innerHTML = PAGE;
    initProductPage();
    const video = document.querySelector('video')!;
    const play = vi.spyOn(video, 'play').mockImplementation(async () => {
      video.dispatchEvent(new Event('play'));
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: productPage.play }));
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: productPage.pause })).toBeInTheDocument();
    video.dispatchEvent(new Event('pause'));
    expect(screen.getByRole('button', { name: productPage.play })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Geluid' }));
    expect(video.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Geluid' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("opens the tab a link elsewhere names ('Lees alle ervaringen')", async () => {
    document.body.innerHTML = PAGE;
    initProductPage();
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    await userEvent.setup().click(screen.getByRole('link', { name: 'Lees alle 5 ervaringen' }));
    expect(screen.getByRole('tab', { name: 'Maattabel' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('S, M, L');
    expect(scroll).toHaveBeenCalled();
  });
});
