// Home's static sections with their code apart: route loader and page both use this (decision 0014).
import { codeSplitSection } from '#src/lib/static-section.tsx';

export const homeSections = codeSplitSection(() =>
  import('./home-sections').then((module) => module.HomeSections),
);
