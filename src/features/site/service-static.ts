// The service pages' static sections with their code apart: route loaders and page use this (decision 0014).
import { codeSplitSection } from '#src/lib/static-section.tsx';

export const serviceSections = codeSplitSection(() =>
  import('./content-sections').then((module) => module.ServiceSections),
);
