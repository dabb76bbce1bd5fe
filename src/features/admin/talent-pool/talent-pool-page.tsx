// /admin/people: the talent pool. Everyone whose data is still kept, searched by words in their résumés and
// applications, narrowed by place, source, latest status, job, period and tag, most relevant first, with the
// words found shown in context. Each person links to their page.
import { Anchor, Badge, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type {
  TalentPoolPage as PeopleFound,
  TalentPoolOptions,
  TalentPoolPerson,
} from '#contracts/talent-pool.ts';
import { formatDay } from '#src/lib/staff-dates.ts';
import { AdminList } from '../shared/admin-list';
import { AdminPage } from '../shared/admin-page';
import { FilterSelect } from '../shared/list-filters';
import { SearchBox } from '../shared/search-box';
import { MatchSnippet } from './match-snippet';
import { isFiltered, type TalentPoolSearch } from './talent-pool-search';

export interface TalentPoolPageProps {
  people: PeopleFound;
  options: TalentPoolOptions;
  search: TalentPoolSearch;
  /** A change of words or filters; `page: undefined` goes back to the first page. */
  onSearch: (next: Partial<TalentPoolSearch>) => void;
}

const place = (person: TalentPoolPerson) => [person.city, person.state].filter(Boolean).join(', ');

const choices = (values: string[]) => values.map((value) => ({ value, label: value }));

export function TalentPoolPage({ people, options, search, onSearch }: TalentPoolPageProps) {
  const filter = (next: Partial<TalentPoolSearch>) => onSearch({ ...next, page: undefined });
  return (
    <AdminPage
      title="Talent pool"
      description="Everyone who applied and whose details are still kept, found by words in their résumé or application."
      back={{ to: '/admin/dashboard', label: 'Dashboard' }}
    >
      <Stack gap="sm" role="search" aria-label="Find people">
        <SearchBox
          label="Words in the résumé or application"
          placeholder="e.g. react typescript, “data analyst”, python -django"
          value={search.q ?? ''}
          onSearch={(q) => filter({ q })}
        />
        <Group align="flex-end" wrap="wrap" gap="sm">
          <FilterSelect
            label="Job applied for"
            placeholder="Any job"
            searchable
            clearable
            data={options.careers.map((career) => ({
              value: String(career.id),
              label: `${career.title} (${career.jobId})`,
            }))}
            value={search.careerId ? String(search.careerId) : undefined}
            onChange={(id) => filter({ careerId: id ? Number(id) : undefined })}
          />
          <FilterSelect
            label="Latest status"
            placeholder="Any status"
            clearable
            data={options.statuses.map((status) => ({ value: status.statusCode, label: status.label }))}
            value={search.status}
            onChange={(status) => filter({ status })}
          />
          <FilterSelect
            label="State"
            placeholder="Any state"
            searchable
            clearable
            data={choices(options.states)}
            value={search.state}
            onChange={(state) => filter({ state })}
          />
          <TextInput
            label="City"
            placeholder="Any city"
            defaultValue={search.city ?? ''}
            key={search.city ?? ''}
            maxLength={60}
            onBlur={(event) => filter({ city: event.currentTarget.value.trim() || undefined })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') filter({ city: event.currentTarget.value.trim() || undefined });
            }}
          />
          <FilterSelect
            label="Source"
            placeholder="Any source"
            searchable
            clearable
            data={choices(options.sources)}
            value={search.source}
            onChange={(source) => filter({ source })}
          />
          <FilterSelect
            label="Tag"
            placeholder="Any tag"
            searchable
            clearable
            data={choices(options.tags)}
            value={search.tag}
            onChange={(tag) => filter({ tag })}
          />
          <TextInput
            type="date"
            label="Applied from"
            value={search.from ?? ''}
            max={search.to}
            onChange={(event) => filter({ from: event.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label="Applied to"
            value={search.to ?? ''}
            min={search.from}
            onChange={(event) => filter({ to: event.currentTarget.value || undefined })}
          />
        </Group>
      </Stack>
      <AdminList
        page={people}
        noun="people"
        filtered={isFiltered(search)}
        noMatch={{
          title: 'Nobody matches',
          clearLabel: 'Show everyone',
          onClear: () => onSearch({}),
          text: 'Try fewer words or filters, or another spelling.',
        }}
        empty={{
          title: 'Nobody in the talent pool yet',
          text: 'People appear here once they apply for a job.',
        }}
        onPage={(page) => onSearch({ page })}
      >
        <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }} gap="sm" aria-label="People found">
          {people.items.map((person) => (
            <Paper component="li" key={person.personId} withBorder p="md" radius="md" bg="white">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <div>
                  <Anchor
                    fw={700}
                    renderRoot={(props) => (
                      <Link
                        {...props}
                        to="/admin/people/$personId"
                        params={{ personId: String(person.personId) }}
                      />
                    )}
                  >
                    {person.fullName}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {[person.email, place(person), `last applied ${formatDay(person.lastAppliedAt)}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </div>
                <Badge variant="light" aria-label={`Latest status: ${person.lastStatus.label}`}>
                  {person.lastStatus.label}
                </Badge>
              </Group>
              <Text size="sm" mt={4}>
                <Text span size="sm" c="dimmed">
                  Applied for:{' '}
                </Text>
                {person.careers.map((career) => career.title).join(', ')}
              </Text>
              {person.tags.length > 0 && (
                <Group gap={4} mt={4} aria-label="Tags" role="list">
                  {person.tags.map((tag) => (
                    <Badge key={tag} size="sm" variant="outline" color="gray" role="listitem">
                      {tag}
                    </Badge>
                  ))}
                </Group>
              )}
              <MatchSnippet parts={person.snippet} where={person.matchedIn} />
            </Paper>
          ))}
        </Stack>
      </AdminList>
    </AdminPage>
  );
}
