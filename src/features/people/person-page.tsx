// /admin/people/{personId}: one person behind their applications (docs/decisions/0047): contacts, every
// application with its history, résumé and e-mails, consent and retention, tags, and merging with another
// record that is the same person.
import '#src/lib/mantine-staff-styles.ts';
import { Alert, Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Fragment, type ReactNode, useState } from 'react';
import type { Person } from '#contracts/people.ts';
import { DetailList } from '#src/components/detail-list/detail-list.tsx';
import { formatDay } from '#src/lib/staff-dates.ts';
import { addPersonTag, lookupPeople, mergePeople, removePersonTag, undoPersonMerge } from './people-api';
import { PersonApplications } from './person-applications';
import { PersonMerge } from './person-merge';
import { PersonPrivacy } from './person-privacy';
import { PersonTags } from './person-tags';

interface PersonPageProps {
  person: Person;
  /**
   * Other features' panels about this person (interviews, scorecards, the client's answers, notes), placed by
   * the route and given the person as the page has them now.
   */
  panels?: (person: Person) => ReactNode;
}

export function PersonPage({ person: loaded, panels }: PersonPageProps) {
  const [person, setPerson] = useState(loaded);
  const count = person.applications.length;
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to="/admin/people" size="sm" w="fit-content">
          <span aria-hidden>← </span>
          People
        </Anchor>
        <div>
          <Title order={1} size="h2">
            {person.fullName}
          </Title>
          <Text c="dimmed" mt={4}>
            {count === 1 ? 'One application' : `${count} applications`} · on record since{' '}
            {formatDay(person.createdAt)}
          </Text>
        </div>
        {person.mergedInto ? (
          <Alert color="blue" title="Merged into another record">
            This record’s applications are on{' '}
            <Anchor component={Link} to={`/admin/people/${person.mergedInto.id}`}>
              {person.mergedInto.fullName}’s record
            </Anchor>{' '}
            now. Undo the merge there to bring them back.
          </Alert>
        ) : null}
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="person-contacts">
          <Title order={2} size="h4" mb="sm" id="person-contacts">
            Contacts
          </Title>
          <DetailList
            details={[
              { term: 'E-mail', value: <Anchor href={`mailto:${person.email}`}>{person.email}</Anchor> },
              {
                term: 'Mobile',
                value: <Anchor href={`tel:${person.mobile.replace(/\s/g, '')}`}>{person.mobile}</Anchor>,
              },
            ]}
          />
        </Paper>
        <PersonApplications applications={person.applications} />
        <PersonPrivacy person={person} />
        <Paper withBorder p="lg" radius="md">
          <PersonTags
            tags={person.tags}
            add={(tag) => addPersonTag(person.id, tag)}
            remove={(tag) => removePersonTag(person.id, tag)}
            onChange={(tags) => setPerson((current) => ({ ...current, tags }))}
          />
        </Paper>
        {person.mergedInto ? null : (
          <PersonMerge
            key={person.id}
            person={person}
            lookup={(q) => lookupPeople(q, person.id)}
            merge={mergePeople}
            undo={undoPersonMerge}
            onChanged={setPerson}
          />
        )}
        {/* Read again after a merge or its undo: the merged records' applications, interviews and notes come
            and go with them. */}
        <Fragment key={person.merges.map((merge) => merge.id).join()}>{panels?.(person)}</Fragment>
      </Stack>
    </Container>
  );
}
