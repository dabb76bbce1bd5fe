// The notes panel as a recruiter uses it on a person page: the list with what each may do, a note written
// with an @mention chosen from the suggestions, a save that fails and is tried again, deleting one's own
// note, and an admin reading a note's history. The API is msw's.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Note, NoteList } from '../../../contracts/notes';
import { NotesPanel } from '../../../src/features/notes/notes-panel';
import { renderWithRouter } from '../../support/dom/render';
import { endTestSession, persistSignIn, staffUser, startTestSession } from '../../support/dom/session';

const note = (overrides: Partial<Note>): Note => ({
  id: 1,
  personId: 3,
  applicationId: null,
  application: null,
  author: { id: 5, username: 'rita', displayName: 'Rita Rao' },
  body: 'Called her on Monday.',
  html: '<p>Called her on Monday.</p>',
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
  edited: false,
  deletedAt: null,
  mentions: [],
  mayEdit: true,
  mayDelete: true,
  ...overrides,
});

const MINE = note({});
const THEIRS = note({
  id: 2,
  applicationId: 9,
  personId: null,
  application: { id: 9, jobTitle: 'Frontend Developer (React)' },
  author: { id: 6, username: 'ravi', displayName: 'Ravi Kumar' },
  body: 'Portfolio is **strong**',
  html: '<p>Portfolio is <strong>strong</strong></p>',
  mayEdit: false,
  mayDelete: false,
});

let list: NoteList;
let posted: unknown[];
let deleted: string[];
let failNextPost: boolean;

const server = setupServer(
  http.get('*/api/recruiter/notes', () => HttpResponse.json(list)),
  http.get('*/api/recruiter/notes/colleagues', () =>
    HttpResponse.json([
      { username: 'adam', displayName: 'Adam Admin' },
      { username: 'ravi', displayName: 'Ravi Kumar' },
      { username: 'rita', displayName: 'Rita Rao' },
    ]),
  ),
  http.post('*/api/recruiter/notes', async ({ request }) => {
    const body = (await request.json()) as { body: string };
    posted.push(body);
    if (failNextPost) {
      failNextPost = false;
      return HttpResponse.json(
        {
          error: { code: 'unavailable', message: 'The text renderer is busy. Please try again in a moment.' },
        },
        { status: 503 },
      );
    }
    return HttpResponse.json(
      note({ id: 40, body: body.body, html: `<p>${body.body.trim()}</p>`, mentions: ['ravi'] }),
      { status: 201 },
    );
  }),
  http.delete('*/api/recruiter/notes/:id', ({ params }) => {
    deleted.push(String(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('*/api/recruiter/notes/:id/history', () =>
    HttpResponse.json({
      noteId: 1,
      items: [
        { id: 1, kind: 'created', body: 'Called her on Monday', by: 'rita', at: '2026-11-20T09:30:00.000Z' },
        { id: 2, kind: 'edited', body: 'Called her on Monday.', by: 'rita', at: '2026-11-20T09:40:00.000Z' },
      ],
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  list = { items: [MINE, THEIRS], mayReadHistory: false };
  posted = [];
  deleted = [];
  failNextPost = false;
});
list = { items: [MINE, THEIRS], mayReadHistory: false };
posted = [];
deleted = [];
failNextPost = false;

const articles = () => screen.getAllByRole('article');

describe('the notes panel', () => {
  it('lists the notes with their job and offers edit and delete only on one’s own', async () => {
    await renderWithRouter(<NotesPanel personId={3} />);
    expect(await screen.findByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    const [mine, theirs] = articles();
    if (!mine || !theirs) throw new Error('two notes expected');
    expect(
      within(mine).getByRole('button', { name: 'Edit note “Called her on Monday.”' }),
    ).toBeInTheDocument();
    expect(
      within(mine).getByRole('button', { name: 'Delete note “Called her on Monday.”' }),
    ).toBeInTheDocument();
    expect(within(theirs).getByText('Frontend Developer (React)')).toBeInTheDocument();
    expect(within(theirs).getByText('strong').tagName).toBe('STRONG');
    expect(within(theirs).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^History/ })).not.toBeInTheDocument();
  });

  it('suggests colleagues after @, writes the chosen username, and adds the note', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<NotesPanel personId={3} />);
    const editor = await screen.findByRole('combobox', { name: /^New note/ });
    expect(screen.getByRole('button', { name: 'Add note' })).toBeDisabled();
    await user.type(editor, 'Please call her @ra');
    const options = within(screen.getByRole('listbox', { name: 'Colleagues to mention' })).getAllByRole(
      'option',
    );
    expect(options.map((option) => option.textContent)).toEqual(['@ravi Ravi Kumar', '@rita Rita Rao']);
    await user.keyboard('{Enter}');
    expect(editor).toHaveValue('Please call her @ravi ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added.')).toHaveAttribute('role', 'status');
    expect(posted).toEqual([{ personId: 3, body: 'Please call her @ravi ' }]);
    expect(articles()).toHaveLength(3);
    expect(articles()[0]).toHaveTextContent('Please call her @ravi');
    expect(editor).toHaveValue('');
  });

  it('keeps the text when a save fails, says why, and sends it again', async () => {
    const user = userEvent.setup();
    failNextPost = true;
    await renderWithRouter(<NotesPanel applicationId={9} />);
    await user.type(await screen.findByRole('combobox', { name: /^New note/ }), 'Asked for references');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(
      await screen.findByText(
        'The note was not saved. The text renderer is busy. Please try again in a moment.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('combobox', { name: /^New note/ })).toHaveValue('Asked for references');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Note added.')).toBeInTheDocument();
    expect(posted).toEqual([
      { applicationId: 9, body: 'Asked for references' },
      { applicationId: 9, body: 'Asked for references' },
    ]);
  });

  it('keeps an unsent note in the browser and offers it back when the panel opens again', async () => {
    persistSignIn(staffUser({ id: 5, role: 'RECRUITER', username: 'rita', displayName: 'Rita Rao' }));
    startTestSession();
    try {
      const user = userEvent.setup();
      const first = await renderWithRouter(<NotesPanel personId={3} />);
      await user.type(await screen.findByRole('combobox', { name: /^New note/ }), 'Ask about notice period');
      first.unmount();
      await renderWithRouter(<NotesPanel personId={3} />);
      expect(await screen.findByText(/^You have an unsaved draft from/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Restore' }));
      expect(screen.getByRole('combobox', { name: /^New note/ })).toHaveValue('Ask about notice period');
      await user.click(screen.getByRole('button', { name: 'Add note' }));
      expect(await screen.findByText('Note added.')).toBeInTheDocument();
      expect(Object.keys(localStorage).filter((key) => key.includes('note:person:3'))).toEqual([]);
    } finally {
      endTestSession();
    }
  });

  it('deletes one’s own note after asking, and says so', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<NotesPanel personId={3} />);
    await user.click(await screen.findByRole('button', { name: 'Delete note “Called her on Monday.”' }));
    const confirm = screen.getByRole('group', { name: 'Delete this note?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete note' }));
    expect(await screen.findByText('Note deleted.')).toBeInTheDocument();
    expect(deleted).toEqual(['1']);
    expect(articles()).toHaveLength(1);
    expect(screen.queryByText('Called her on Monday.')).not.toBeInTheDocument();
  });

  it('shows admins every version of a note', async () => {
    const user = userEvent.setup();
    list = { items: [MINE], mayReadHistory: true };
    await renderWithRouter(<NotesPanel personId={3} />);
    await user.click(await screen.findByRole('button', { name: 'History of note “Called her on Monday.”' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of the note' });
    expect(await within(dialog).findByText(/^Written by rita/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^Edited by rita/)).toBeInTheDocument();
    expect(within(dialog).getByText('Called her on Monday')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show deleted notes' })).toBeInTheDocument();
  });
});
