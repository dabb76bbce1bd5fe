// "Our Services": the four services as an accordion driven by servicesAccordionMachine, with an image beside.
// On the home page it is an island that hydrates as it nears the screen, so it is drawn to be cheap to take
// over (decision 0063): the heading, the introduction and the image are static sections, and the accordion
// is plain elements wearing Mantine's Accordion classes, as its component draws them, without its
// components (their contexts, styles and collapse cost most of what hydrating the section took).
import '@mantine/core/styles/Accordion.css';
import {
  Accordion,
  AccordionChevron,
  Box,
  Button,
  Container,
  createScopedKeydownHandler,
  Image,
  SimpleGrid,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { CSSProperties } from 'react';
import { publicFile } from '#contracts/public-files.ts';
import { servicesAccordionMachine } from '#machines/services-accordion.machine.ts';
import { homePage } from '#src/content/pages/home.ts';
import { services as allServices, type ServiceListItem } from '#src/content/services.ts';
import { SiteLink } from '#src/lib/site-link.tsx';
import { StaticSection } from '#src/lib/static-section.tsx';
import { useAppMachine } from '#src/lib/use-app-machine.ts';
import classes from './services-accordion.module.css';

export interface ServicesAccordionProps {
  /** The services listed, in order. @default the four services of src/content/services.ts */
  services?: readonly ServiceListItem[];
  /** The section's heading. @default "Our Services" */
  title?: string;
}

const TITLE_ID = 'our-services-title';
const controlId = (index: number) => `our-services-control-${index}`;
const panelId = (index: number) => `our-services-panel-${index}`;

// What Mantine's props wrote into style attributes (<Container size="lg" py={64}>, <Accordion
// transitionDuration={0}>, <Text fw={600}>, <Text mb="md">), written once: the rules of their classes set
// defaults these must come after.
const SECTION_STYLE = {
  '--container-size': 'var(--container-size-lg)',
  paddingBlock: 'calc(4rem * var(--mantine-scale))',
} as CSSProperties;
const ACCORDION_STYLE = {
  '--accordion-transition-duration': '0ms',
  '--accordion-chevron-size': 'auto',
} as CSSProperties;
const ITEM_TITLE_STYLE = { display: 'block', fontWeight: 600 };
const ITEM_TEXT_STYLE = { marginBottom: 'var(--mantine-spacing-md)' };

// Arrow keys, Home and End move between the items' buttons, as Mantine's Accordion does.
const moveBetweenControls = createScopedKeydownHandler({
  parentSelector: '[data-accordion]',
  siblingSelector: '[data-accordion-control]',
  activateOnFocus: false,
  loop: true,
  orientation: 'vertical',
});

export function ServicesAccordion({
  services = allServices,
  title = 'Our Services',
}: ServicesAccordionProps) {
  const [snapshot, send] = useAppMachine(servicesAccordionMachine, { input: { count: services.length } });
  const { activeIndex } = snapshot.context;

  return (
    <div className={Container.classes.root} data-size="lg" data-strategy="block" style={SECTION_STYLE}>
      <div className={`${SimpleGrid.classes.root} ${classes.columns}`}>
        <div>
          <StaticSection>
            <Title order={2} id={TITLE_ID}>
              {title}
            </Title>
            <Text mt="sm" mb="lg" c="dimmed">
              {homePage.servicesIntro}
            </Text>
          </StaticSection>
          <div
            className={`${classes.accordion} ${Accordion.classes.root}`}
            data-variant="separated"
            data-accordion
            style={ACCORDION_STYLE}
          >
            {services.map((service, index) => {
              const open = index === activeIndex;
              return (
                <div
                  key={service.key}
                  className={`${Accordion.classes['item--separated']} ${Accordion.classes.item}`}
                  data-active={open || undefined}
                >
                  <button
                    type="button"
                    className={`mantine-focus-auto ${Accordion.classes.control} ${UnstyledButton.classes.root}`}
                    data-accordion-control
                    data-active={open || undefined}
                    data-chevron-position="right"
                    aria-expanded={open}
                    aria-controls={panelId(index)}
                    id={controlId(index)}
                    onClick={() => send({ type: 'item.choose', index })}
                    onKeyDown={moveBetweenControls}
                  >
                    <span
                      className={Accordion.classes.chevron}
                      data-rotate={open || undefined}
                      data-position="right"
                    >
                      <AccordionChevron />
                    </span>
                    <span className={Accordion.classes.label}>
                      <span className={Text.classes.root} style={ITEM_TITLE_STYLE}>
                        {service.title}
                      </span>
                    </span>
                  </button>
                  {open && (
                    // A section named by its button: a region, as Mantine's panel is.
                    <section
                      className={`${classes.panel} ${Accordion.classes.panel}`}
                      id={panelId(index)}
                      aria-labelledby={controlId(index)}
                    >
                      <div className={Accordion.classes.content}>
                        <p className={Text.classes.root} style={ITEM_TEXT_STYLE}>
                          {service.content}
                        </p>
                        <Button component={SiteLink} to={service.route} variant="light">
                          Explore {service.title}
                        </Button>
                      </div>
                    </section>
                  )}
                </div>
              );
            })}
          </div>
        </div>
        <StaticSection>
          <Box visibleFrom="md">
            <Image
              src={publicFile('/images/services.webp')}
              alt="Illustration of the firm’s four practices: web, HR, marketing and education"
              width={900}
              height={700}
              loading="lazy"
              radius="md"
            />
          </Box>
        </StaticSection>
      </div>
    </div>
  );
}
