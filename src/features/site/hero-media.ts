// Background media of each page's hero: the five webm loops (a 640 px cut for phones) with their posters.

import { publicFile } from '#contracts/public-files.ts';
import type { HeroBannerProps } from '#src/components/hero-banner/hero-banner.tsx';

export type HeroVideo = 'home' | 'web' | 'digital' | 'hr' | 'education';

export function heroVideo(name: HeroVideo): Pick<HeroBannerProps, 'videoSources' | 'videoPoster'> {
  return {
    videoSources: [
      { src: publicFile(`/videos/hero-${name}-640.webm`), type: 'video/webm', media: '(max-width: 640px)' },
      { src: publicFile(`/videos/hero-${name}.webm`), type: 'video/webm' },
    ],
    videoPoster: publicFile(`/videos/hero-${name}.webp`),
  };
}
