// The signed-in member's calendar feed link (contracts/calendar-feed.ts): whether one exists, and a new one.
import { MY_CALENDAR_FEED_PATH } from '#contracts/api-paths.ts';
import { calendarFeedStatusSchema } from '#contracts/calendar-feed.ts';
import { getChecked, sendChecked } from '#src/lib/checked-api.ts';

export const fetchCalendarFeed = () => getChecked(calendarFeedStatusSchema, MY_CALENDAR_FEED_PATH);

/** A new link; any older one stops working. The answer is the only time its address is told. */
export const createCalendarFeed = () => sendChecked(calendarFeedStatusSchema, MY_CALENDAR_FEED_PATH, 'POST');
