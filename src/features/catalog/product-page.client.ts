import { productPage } from '~/lib/messages/shop';
import { formatVideoTime, videoTimeLabel } from './video';

/** Gallery, tabs and instruction videos of the product page, in plain TypeScript. */
export function initProductPage(): void {
  initGallery();
  for (const tabs of document.querySelectorAll<HTMLElement>('[data-tabs]')) initTabs(tabs);
  for (const video of document.querySelectorAll<HTMLElement>('[data-video]')) initVideo(video);
}

function initGallery(): void {
  const main = document.querySelector<HTMLImageElement>('[data-gallery-main]');
  const thumbs = [...document.querySelectorAll<HTMLButtonElement>('[data-gallery-thumb]')];
  if (!main) return;
  for (const thumb of thumbs) {
    thumb.addEventListener('click', () => {
      main.src = thumb.dataset.galleryThumb ?? main.src;
      main.alt = thumb.dataset.alt ?? '';
      for (const other of thumbs) other.setAttribute('aria-pressed', String(other === thumb));
    });
  }
}

/** WAI-ARIA tabs: arrows move between tabs, Home/End jump, the selected panel is shown. */
function initTabs(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const select = (tab: HTMLButtonElement) => {
    for (const other of tabs) {
      const selected = other === tab;
      other.setAttribute('aria-selected', String(selected));
      other.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
    tab.focus();
  };
  // A link elsewhere on the page ('Lees alle ervaringen') opens its tab.
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-open-tab]')) {
    const tab = tabs.find((candidate) => candidate.id === link.dataset.openTab);
    if (!tab) continue;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      select(tab);
      tab.scrollIntoView({ block: 'start' });
    });
  }
  for (const [index, tab] of tabs.entries()) {
    tab.addEventListener('click', () => select(tab));
    tab.addEventListener('keydown', (event) => {
      const moves: Record<string, number> = {
        ArrowRight: index + 1,
        ArrowLeft: index - 1,
        Home: 0,
        End: tabs.length - 1,
      };
      const target = moves[event.key];
      if (target === undefined) return;
      event.preventDefault();
      select(tabs[(target + tabs.length) % tabs.length]!);
    });
  }
}

/** Video component (spec section 2): play/pause, mute, seek by clicking the bar, time as m:ss. */
function initVideo(root: HTMLElement): void {
  const video = root.querySelector('video')!;
  const play = root.querySelector<HTMLButtonElement>('[data-video-play]')!;
  const playIcon = root.querySelector<SVGElement>('[data-video-icon="play"]')!;
  const pauseIcon = root.querySelector<SVGElement>('[data-video-icon="pause"]')!;
  const mute = root.querySelector<HTMLButtonElement>('[data-video-mute]')!;
  const soundIcon = root.querySelector<SVGElement>('[data-video-sound]')!;
  const mutedIcon = root.querySelector<SVGElement>('[data-video-muted]')!;
  const progress = root.querySelector<HTMLElement>('[data-video-progress]')!;
  const bar = root.querySelector<HTMLElement>('[data-video-bar]')!;
  const time = root.querySelector<HTMLElement>('[data-video-time]')!;

  const update = () => {
    const fraction = video.duration ? video.currentTime / video.duration : 0;
    bar.style.width = `${fraction * 100}%`;
    progress.setAttribute('aria-valuenow', String(Math.round(fraction * 100)));
    progress.setAttribute('aria-valuetext', formatVideoTime(video.currentTime));
    time.textContent = videoTimeLabel(video.currentTime, video.duration);
  };
  // preload="none": a click on the bar before the video has loaded seeks once its length is known.
  let pendingSeek: number | null = null;
  const seekTo = (fraction: number) => {
    const clamped = Math.min(Math.max(fraction, 0), 1);
    if (video.duration) video.currentTime = clamped * video.duration;
    else {
      pendingSeek = clamped;
      video.preload = 'metadata';
      video.load();
    }
  };
  // SVG elements have no `hidden` attribute: the icons switch with the .hidden class.
  const showPlaying = (playing: boolean) => {
    playIcon.classList.toggle('hidden', playing);
    pauseIcon.classList.toggle('hidden', !playing);
    play.setAttribute('aria-label', playing ? productPage.pause : productPage.play);
  };

  play.addEventListener('click', () => (video.paused ? void video.play() : video.pause()));
  video.addEventListener('play', () => showPlaying(true));
  video.addEventListener('pause', () => showPlaying(false));
  video.addEventListener('ended', () => showPlaying(false));
  mute.addEventListener('click', () => {
    video.muted = !video.muted;
    mute.setAttribute('aria-pressed', String(video.muted));
    soundIcon.classList.toggle('hidden', video.muted);
    mutedIcon.classList.toggle('hidden', !video.muted);
  });
  progress.addEventListener('click', (event) => {
    const box = progress.getBoundingClientRect();
    seekTo((event.clientX - box.left) / box.width);
  });
  progress.addEventListener('keydown', (event) => {
    const step = { ArrowRight: 5, ArrowLeft: -5 }[event.key];
    if (step === undefined || !video.duration) return;
    event.preventDefault();
    seekTo((video.currentTime + step) / video.duration);
  });
  video.addEventListener('timeupdate', update);
  video.addEventListener('loadedmetadata', () => {
    if (pendingSeek !== null) video.currentTime = pendingSeek * video.duration;
    pendingSeek = null;
    update();
  });
}
