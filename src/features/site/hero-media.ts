// Background media of each page's hero: the five webm loops (a 640 px cut for phones) with their posters.
import type { HeroBannerProps } from '#src/components/hero-banner/hero-banner.tsx';

export type HeroVideo = 'home' | 'web' | 'digital' | 'hr' | 'education';

export function heroVideo(name: HeroVideo): Pick<HeroBannerProps, 'videoSources' | 'videoPoster'> {
  return {
    videoSources: [
      { src: `/videos/hero-${name}-640.webm`, type: 'video/webm', media: '(max-width: 640px)' },
      { src: `/videos/hero-${name}.webm`, type: 'video/webm' },
    ],
    videoPoster: `/videos/hero-${name}.webp`,
  };
}
