// The service pages' static sections with their code apart: route loaders and page use this (decision 0014).
import { codeSplitSection } from '../../lib/static-section';

export const serviceSections = codeSplitSection(() =>
  import('./content-sections').then((module) => module.ServiceSections),
);
