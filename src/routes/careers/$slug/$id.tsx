// /careers/{slug}/{id}: one job. A wrong slug redirects to the right one; a closed job says so; an
// unknown one is the not-found page. ?status=applied|duplicate shows the thank-you overlay.
import { Button, Container, Text, Title } from '@mantine/core';
import { createFileRoute, notFound, redirect, useRouter } from '@tanstack/react-router';
import { careerSlug } from '../../../../contracts/public-paths';
import { LoadingScreen } from '../../../components/loading-screen';
import { CareerDetailPage } from '../../../features/careers/career-detail-page';
import { fetchCareer } from '../../../features/careers/careers-api';
import { ClosedCareerPage } from '../../../features/careers/closed-career-page';
import { ThankYouOverlay } from '../../../features/careers/thank-you-overlay';
import { requireIdParams } from '../../../lib/route-params';
import { searchOneOf, validatedSearch } from '../../../lib/search-params';
import { reuseServerAnswer } from '../../../lib/server-answers';

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
    <>
      <CareerDetailPage
        career={page.career}
        onApplied={(result) => navigate({ search: { status: result }, replace: true })}
        onCareerGone={() => router.invalidate()}
      />
      {status && (
        <ThankYouOverlay
          key={status}
          variant={status}
          jobTitle={page.career.title}
          onRemoved={() => navigate({ search: {}, replace: true })}
        />
      )}
    </>
  );
}

function CareerLoadError() {
  const router = useRouter();
  return (
    <Container size="sm" py={96} ta="center">
      <Title order={1}>This job could not be loaded</Title>
      <Text mt="md">Please check your connection and try again.</Text>
      <Button mt="lg" onClick={() => router.invalidate()}>
        Try again
      </Button>
    </Container>
  );
}
