// /careers/{slug}/{id}: one job. A wrong slug redirects to the right one; a closed job says so; an
// unknown one is the not-found page. ?status=applied|duplicate shows the thank-you overlay.
import { Box, Container, Text, Title } from '@mantine/core';
import { createFileRoute, notFound, redirect, useRouter } from '@tanstack/react-router';
import { careerSlug } from '#contracts/public-paths.ts';
import { LoadingScreen } from '#src/components/loading-screen.tsx';
import { CareerDetailPage } from '#src/features/careers/career-detail-page.tsx';
import { fetchCareer } from '#src/features/careers/careers-api.ts';
import { ClosedCareerPage } from '#src/features/careers/closed-career-page.tsx';
import { island } from '#src/islands/island.tsx';
import { requireIdParams } from '#src/lib/route-params.ts';
import { searchOneOf, validatedSearch } from '#src/lib/search-params.ts';
import { reuseServerAnswer } from '#src/lib/server-answers.ts';

/** The job, or not found; a slug other than the title's redirects to the right address. */
async function loadCareerPage(params: { slug: string; id: string }) {
  const page = await fetchCareer(Number(params.id));
  if (page.state === 'unknown') throw notFound();
  const slug = careerSlug(page.career.title);
  if (slug !== params.slug) {
    throw redirect({
      to: '/careers/$slug/$id',
      params: { slug, id: params.id },
      search: true,
      replace: true,
    });
  }
  return page;
}

export const Route = createFileRoute('/careers/$slug/$id')({
  // Drawn by the server as islands (decision 0017).
  staticData: { islands: true },
  beforeLoad: ({ params }) => requireIdParams(params, 'id'),
  validateSearch: (search: Record<string, unknown>) =>
    validatedSearch({ status: searchOneOf(search.status, ['applied', 'duplicate']) }),
  loader: (context) => reuseServerAnswer(context, () => loadCareerPage(context.params)),
  pendingComponent: () => <LoadingScreen message="Loading the job" />,
  errorComponent: CareerLoadError,
  component: CareerRoute,
});

function CareerRoute() {
  const page = Route.useLoaderData();
  const { status } = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  if (page.state === 'closed') return <ClosedCareerPage career={page.career} message={page.message} />;
  return (
    <CareerDetailPage
      career={page.career}
      status={status}
      handlers={{
        onStatusChange: (next) => navigate({ search: next ? { status: next } : {}, replace: true }),
        onCareerGone: () => router.invalidate(),
      }}
    />
  );
}

// "Try again": an island on a page drawn as islands (decision 0017).
const Retry = island('retry-button');

function CareerLoadError() {
  return (
    <Container size="sm" py={96} ta="center">
      <Title order={1}>This job could not be loaded</Title>
      <Text mt="md">Please check your connection and try again.</Text>
      <Box mt="lg">
        <Retry />
      </Box>
    </Container>
  );
}
