// The job feeds: /careers/feed.xml (RSS 2.0) and /careers/indeed.xml (the aggregators' XML feed).
// Answered from memory like the careers list and forgotten with it (http/public-answers.ts): a job that
// closes leaves both at once. They take no input; what follows the path is ignored.
import type { FastifyPluginAsync } from 'fastify';
import { CAREERS_FEED_PATH, CAREERS_INDEED_FEED_PATH } from '../../contracts/public-paths';
import { careersIndeedXml } from '../feeds/indeed-feed';
import { careersRssXml } from '../feeds/rss-feed';
import { sendPublicAnswer } from '../http/public-answers';
import { type FeedCareer, openCareersForFeeds } from '../services/careers';

const feeds = [
  {
    path: CAREERS_FEED_PATH,
    key: 'feed:rss',
    type: 'application/rss+xml; charset=utf-8',
    write: careersRssXml,
  },
  {
    path: CAREERS_INDEED_FEED_PATH,
    key: 'feed:indeed',
    type: 'application/xml; charset=utf-8',
    write: careersIndeedXml,
  },
] satisfies { path: string; key: string; type: string; write: (jobs: FeedCareer[]) => string }[];

export const careerFeedRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  for (const feed of feeds) {
    app.get(feed.path, { config: { access: 'public' } }, (request, reply) =>
      sendPublicAnswer(request, reply, db, 'careers', feed.key, async () => ({
        statusCode: 200,
        text: feed.write(await openCareersForFeeds(db, app.markdown)),
        contentType: feed.type,
      })),
    );
  }
};
