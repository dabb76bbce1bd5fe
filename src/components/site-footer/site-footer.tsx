// The site footer (docs/requirements.md#footer): company and services links, both offices with mailto/tel
// links, "Get in Touch", social links and the copyright line with the year and legal name, beside it the link
// to the privacy notice (kept out of the company links, which are the four the requirements list).
import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { publicFile } from '#contracts/public-files.ts';
import { PRIVACY_PATH } from '#contracts/public-paths.ts';
import { type SocialLinks, site } from '#src/content/site.ts';
import { usePageTime } from '#src/lib/page-clock.ts';
import { IconFacebook, IconInstagram, IconLinkedIn, type IconProps } from '../icons/icons';
import { OfficeBlock } from '../office-block/office-block';
import classes from './site-footer.module.css';

const companyLinks = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about-us' },
  { label: 'Careers', to: '/careers' },
  { label: 'Contact', to: '/contact-us' },
] as const;

const serviceLinks = [
  { label: 'Website Design', to: '/website-design' },
  { label: 'Digital Marketing', to: '/digital-marketing' },
  { label: 'HR Services', to: '/hr-service' },
  { label: 'Overseas Education', to: '/overseas-education' },
] as const;

const socials: { key: keyof SocialLinks; label: string; Icon: ComponentType<IconProps> }[] = [
  { key: 'linkedIn', label: 'LinkedIn', Icon: IconLinkedIn },
  { key: 'facebook', label: 'Facebook', Icon: IconFacebook },
  { key: 'instagram', label: 'Instagram', Icon: IconInstagram },
];

function LinkColumn({ title, links }: { title: string; links: readonly { label: string; to: string }[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Title order={2} size="h5" c="white" mb="sm">
        {title}
      </Title>
      <Stack component="ul" gap={8} m={0} p={0} style={{ listStyle: 'none' }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={classes.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function SiteFooter() {
  const year = usePageTime().getUTCFullYear();
  return (
    <Box component="footer" className={classes.footer} data-site-chrome>
      <Container size="xl" py={56}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
          <Stack gap="md">
            <img
              src={publicFile('/logo-light.svg')}
              alt={site.name}
              width={211}
              height={40}
              // Below a phone's first screen on every page: fetched when the footer nears the window.
              loading="lazy"
              style={{ alignSelf: 'flex-start' }}
            />
            <Text size="sm" c="gray.3">
              {site.tagline} Website design, HR services, digital marketing and overseas education from{' '}
              {site.cities.india} and {site.cities.uk} since {site.foundedYear}.
            </Text>
            <Button component={Link} to="/contact-us" variant="white" color="dark" w="fit-content">
              Get in Touch
            </Button>
            <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {socials.map(({ key, label, Icon }) => (
                <li key={key}>
                  <a
                    href={site.social[key]}
                    className={classes.social}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${site.name} on ${label} (opens in a new tab)`}
                  >
                    <Icon size={20} />
                  </a>
                </li>
              ))}
            </Group>
          </Stack>
          <LinkColumn title="Company" links={companyLinks} />
          <LinkColumn title="Services" links={serviceLinks} />
          <Stack gap="lg">
            {site.offices.map((office) => (
              <OfficeBlock key={office.id} office={office} tone="dark" headingOrder={2} />
            ))}
          </Stack>
        </SimpleGrid>
      </Container>
      <Box className={classes.bottom}>
        <Container size="xl" py="md">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="gray.4">
              © {year} {site.legalName}. All rights reserved.
            </Text>
            <Link to={PRIVACY_PATH} className={classes.link}>
              Privacy notice
            </Link>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
