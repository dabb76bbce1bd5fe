// The careers filter card is drawn as plain elements with Mantine's class names and its props' styles
// (decision 0064): the same markup as the components', so Mantine's stylesheet draws both alike. The reference
// below is the card as it was built from Mantine's components; a Mantine upgrade that changes an element, a
// class, a data attribute or a style of any of them fails here before it changes the card's look.
import {
  Badge,
  Box,
  Checkbox,
  Collapse,
  Group,
  MantineProvider,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import classes from '../../../src/features/careers/careers.module.css';
import { ChoiceFilter } from '../../../src/features/careers/choice-filter';
import { PlainCheckbox } from '../../../src/features/careers/plain-checkbox';
import { inlineStyled } from '../../../src/islands/inline-styled';
import { theme } from '../../../src/lib/theme';
import { renderHtml, shape } from '../../support/dom/mantine-markup';

/** The card as it was, from Mantine's components (the same props as the plain card's styles say). */
function MantineChoiceFilter({ chosen, searchable }: { chosen: string[]; searchable: boolean }) {
  return (
    <Paper withBorder radius="md" className={classes.foldable} data-by-screen>
      <UnstyledButton
        aria-expanded
        aria-controls="panel"
        w="100%"
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}
        {...inlineStyled}
      >
        <Group gap="xs">
          <Text fw={700}>Job Type</Text>
          {chosen.length > 0 && (
            <Badge variant="light" size="sm">
              {chosen.length} chosen
            </Badge>
          )}
        </Group>
        <Text aria-hidden="true" c="dimmed" className={classes.foldArrow} data-open {...inlineStyled}>
          ▾
        </Text>
      </UnstyledButton>
      <div className={classes.foldPanel}>
        <Collapse expanded id="panel" {...inlineStyled}>
          {searchable && (
            <TextInput
              mt="sm"
              size="sm"
              aria-label="Search departments"
              placeholder="Search departments"
              type="search"
              value=""
              onChange={() => {}}
            />
          )}
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <VisuallyHidden component="legend">Departments</VisuallyHidden>
            <Box mt="sm" className={classes.choiceList}>
              <Stack gap="xs" py={2} px={2}>
                <Checkbox label="All Departments" checked={chosen.length === 0} onChange={() => {}} />
                {['Design', 'Sales'].map((option) => (
                  <Checkbox
                    key={option}
                    label={option}
                    checked={chosen.includes(option)}
                    onChange={() => {}}
                  />
                ))}
              </Stack>
            </Box>
          </fieldset>
        </Collapse>
      </div>
    </Paper>
  );
}

function plainCard(chosen: string[], searchable: boolean) {
  return renderHtml(
    <ChoiceFilter
      title="Job Type"
      allLabel="All Departments"
      optionsName="Departments"
      options={['Design', 'Sales']}
      chosen={chosen}
      onChange={() => {}}
      searchable={searchable}
    />,
  );
}

describe('ChoiceFilter', () => {
  it.each([
    ['nothing chosen, with its search box', [], true],
    ['one chosen, without a search box', ['Sales'], false],
  ])('draws what Mantine’s components drew: %s', (_, chosen, searchable) => {
    expect(shape(plainCard(chosen, searchable))).toEqual(
      shape(renderHtml(<MantineChoiceFilter chosen={chosen} searchable={searchable} />)),
    );
  });

  it('says that the search matched no option as Mantine’s small dimmed text did', async () => {
    render(
      <MantineProvider theme={theme}>
        <ChoiceFilter
          title="Job Type"
          allLabel="All Departments"
          optionsName="Departments"
          options={['Design', 'Sales']}
          chosen={[]}
          onChange={() => {}}
          searchable
        />
      </MantineProvider>,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search departments' }), 'zz');
    const said = screen.getByText('No department matches “zz”.');
    expect(shape(said.outerHTML)).toEqual(
      shape(
        renderHtml(
          <Text size="sm" c="dimmed">
            No department matches “zz”.
          </Text>,
        ),
      ),
    );
  });
});

describe('PlainCheckbox', () => {
  it('names its box by its label, as Checkbox does', () => {
    const plain = document.createElement('div');
    plain.innerHTML = renderHtml(<PlainCheckbox label="Design" checked={false} onChange={() => {}} />);
    const box = plain.querySelector('input');
    expect(plain.querySelector(`label[for="${box?.id}"]`)?.textContent).toBe('Design');
  });
});
