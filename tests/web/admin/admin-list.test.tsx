import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../contracts/admin-common';
import { AdminList, type AdminListProps, AdminTable } from '../../../src/features/admin/shared/admin-list';
import { renderWithTheme } from '../../support/dom/render';

const rows = (names: string[], total = names.length, page = 1): Page<{ name: string }> => ({
  items: names.map((name) => ({ name })),
  page,
  pageSize: 20,
  total,
});

function renderList(page: Page<{ name: string }>, props: Partial<AdminListProps> = {}) {
  const onPage = vi.fn();
  const onClear = vi.fn();
  renderWithTheme(
    <AdminList
      page={page}
      noun="clients"
      filtered={false}
      noMatch={{ title: 'No clients match', clearLabel: 'Show every client', onClear, text: 'Try a name.' }}
      empty={{ title: 'No clients yet', text: 'Add a client company.' }}
      onPage={onPage}
      {...props}
    >
      <AdminTable
        columns={[{ label: 'Client' }, { label: 'Jobs', align: 'right' }, { label: 'Actions', hidden: true }]}
        minWidth={600}
      >
        {page.items.map((item) => (
          <tr key={item.name}>
            <td>{item.name}</td>
            <td>1</td>
            <td>Edit</td>
          </tr>
        ))}
      </AdminTable>
    </AdminList>,
  );
  return { onPage, onClear, user: userEvent.setup() };
}

describe('an admin list', () => {
  it('shows the rows under column headers, with where they sit in the whole list', () => {
    renderList(rows(['Northwind', 'Globex'], 42));
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Client', 'Jobs', 'Actions']);
    expect(within(table).getByText('Northwind')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–20 of 42 clients')).toBeInTheDocument();
  });

  it('says when nothing exists yet, without a table', () => {
    renderList(rows([]));
    expect(screen.getByText('No clients yet')).toBeInTheDocument();
    expect(screen.getByText('Add a client company.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No clients')).toBeInTheDocument();
  });

  it('says when a search found nothing, and clears it on request', async () => {
    const { onClear, user } = renderList(rows([]), { filtered: true });
    expect(screen.getByText('No clients match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every client' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('offers the first page when the address asks for a page past the end', async () => {
    const { onPage, user } = renderList(rows([], 12, 5));
    expect(screen.getByText('This page is empty')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(onPage).toHaveBeenCalledWith(undefined);
  });

  it('counts the rows a page still shows after an action, not the ones it was given', () => {
    renderList(rows(['Northwind'], 1), { shown: 0 });
    expect(screen.getByText('This page is empty')).toBeInTheDocument();
  });
});
