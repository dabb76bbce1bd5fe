// How to add the feed to Google Calendar or Outlook: both subscribe "from a URL" and look again by themselves.
import { List, Text } from '@mantine/core';

export function SubscribeHelp() {
  return (
    <div>
      <Text fw={600} size="sm">
        Google Calendar
      </Text>
      <List size="sm" type="ordered" mb="sm">
        <List.Item>Open Google Calendar on a computer.</List.Item>
        <List.Item>Beside “Other calendars”, choose “+”, then “From URL”.</List.Item>
        <List.Item>Paste the link and choose “Add calendar”.</List.Item>
      </List>
      <Text fw={600} size="sm">
        Outlook
      </Text>
      <List size="sm" type="ordered" mb="sm">
        <List.Item>In Outlook on the web or the new Outlook, open the calendar.</List.Item>
        <List.Item>Choose “Add calendar”, then “Subscribe from web”.</List.Item>
        <List.Item>Paste the link, give it a name and choose “Import”.</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        Calendars check the feed on their own schedule, so a new or moved interview can take a few hours to
        appear there. The invitation e-mails arrive at once.
      </Text>
    </div>
  );
}
