// "Our Services": the four services as an accordion driven by servicesAccordionMachine, with an image beside.
import '@mantine/core/styles/Accordion.css';
import { Accordion, Box, Button, Container, Image, SimpleGrid, Text, Title } from '@mantine/core';
import { servicesAccordionMachine } from '#machines/services-accordion.machine.ts';
import { homePage } from '#src/content/pages/home.ts';
import { services as allServices, type ServiceListItem } from '#src/content/services.ts';
import { SiteLink } from '#src/lib/site-link.tsx';
import { useAppMachine } from '#src/lib/use-app-machine.ts';
import classes from './services-accordion.module.css';

export interface ServicesAccordionProps {
  /** The services listed, in order. @default the four services of src/content/services.ts */
  services?: readonly ServiceListItem[];
  /** The section's heading. @default "Our Services" */
  title?: string;
}

export function ServicesAccordion({
  services = allServices,
  title = 'Our Services',
}: ServicesAccordionProps) {
  const [snapshot, send] = useAppMachine(servicesAccordionMachine, { input: { count: services.length } });
  const { activeIndex } = snapshot.context;

  return (
    <Container size="lg" py={64}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
        <div>
          <Title order={2} id="our-services-title">
            {title}
          </Title>
          <Text mt="sm" mb="lg" c="dimmed">
            {homePage.servicesIntro}
          </Text>
          <Accordion
            aria-labelledby="our-services-title"
            value={activeIndex >= 0 ? String(activeIndex) : null}
            // Mantine reports null when the open item is chosen again: that is a choice of the open item.
            onChange={(value) =>
              send({ type: 'item.choose', index: value === null ? activeIndex : Number(value) })
            }
            variant="separated"
            // Opened and closed by CSS (services-accordion.module.css): the click is answered a frame sooner.
            transitionDuration={0}
            classNames={{ root: classes.accordion, panel: classes.panel }}
          >
            {services.map((service, index) => (
              <Accordion.Item key={service.key} value={String(index)}>
                <Accordion.Control>
                  <Text fw={600}>{service.title}</Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Text mb="md">{service.content}</Text>
                  <Button component={SiteLink} to={service.route} variant="light">
                    Explore {service.title}
                  </Button>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </div>
        <Box visibleFrom="md">
          <Image
            src="/images/services.webp"
            alt="Illustration of the firm’s four practices: web, HR, marketing and education"
            width={900}
            height={700}
            loading="lazy"
            radius="md"
          />
        </Box>
      </SimpleGrid>
    </Container>
  );
}
