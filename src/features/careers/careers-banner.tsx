// The careers banner: "Be a Meera Original" and the keyword search (filters as you type and on submit). The
// parts that hydrate are plain elements with Mantine's look (plain-mantine.ts, decision 0069).
import '#src/lib/mantine-form-styles.ts';
import { Button, Container, Group, Text, Title, UnstyledButton } from '@mantine/core';
import type { CSSProperties, FormEvent } from 'react';
import { StaticSection } from '#src/lib/static-section.tsx';
import classes from './careers.module.css';
import { containerStyle, groupStyle } from './plain-mantine';
import { PlainSearchInput } from './plain-search-input';

/** What each component wrote in its style attribute for the props the banner gave it. */
const style = {
  container: containerStyle('lg'),
  form: {
    ...groupStyle('sm'),
    marginTop: 'var(--mantine-spacing-lg)',
    maxWidth: 'calc(40rem * var(--mantine-scale))',
  },
  field: { flex: '1 1 240px' },
  // A filled yellow button, medium, with dark text.
  button: {
    '--button-height': 'var(--button-height-md)',
    '--button-padding-x': 'var(--button-padding-x-md)',
    '--button-fz': 'var(--mantine-font-size-md)',
    '--button-bg': 'var(--mantine-color-yellow-filled)',
    '--button-hover': 'var(--mantine-color-yellow-filled-hover)',
    '--button-color': 'var(--mantine-color-black)',
    '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
    color: 'var(--mantine-color-dark-9)',
  },
} satisfies Record<string, CSSProperties | Record<`--${string}`, string>>;

export interface CareersBannerProps {
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  /** "FIND JOBS": the list is already filtered; this takes the visitor to the results. */
  onSubmit: () => void;
}

export function CareersBanner({ keyword, onKeywordChange, onSubmit }: CareersBannerProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <div className={classes.banner}>
      <div style={style.container} className={Container.classes.root} data-size="lg" data-strategy="block">
        {/* Words only: the server's HTML as drawn, never hydrated. */}
        <StaticSection>
          <Title order={1} className={classes.bannerTitle}>
            Be a Meera Original
          </Title>
          <Text mt="sm" size="lg" maw={640} c="rgba(255,255,255,0.85)">
            Join a team that helps businesses and students in India and the UK grow. Find the role that fits
            you.
          </Text>
        </StaticSection>
        <search>
          <form onSubmit={submit}>
            <div style={style.form} className={Group.classes.root}>
              <PlainSearchInput
                size="md"
                label="Search by keyword"
                value={keyword}
                onChange={onKeywordChange}
                style={style.field}
              />
              <button
                style={style.button as CSSProperties}
                className={`mantine-focus-auto mantine-active ${Button.classes.root} ${UnstyledButton.classes.root}`}
                data-size="md"
                type="submit"
              >
                <span className={Button.classes.inner}>
                  <span className={Button.classes.label}>FIND JOBS</span>
                </span>
              </button>
            </div>
          </form>
        </search>
      </div>
    </div>
  );
}
