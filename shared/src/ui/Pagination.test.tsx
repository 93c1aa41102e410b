import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pagination } from './Pagination';

function Harness({ pageCount = 5, initial = 1 }: { pageCount?: number; initial?: number }) {
  const [page, setPage] = useState(initial);
  return (
    <>
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label="Books pages" />
      <p>Showing page {page}</p>
    </>
  );
}

describe('Pagination', () => {
  it('renders a labelled Page select followed by "of N"', () => {
    render(<Harness />);
    expect(screen.getByRole('navigation', { name: 'Books pages' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Page' });
    expect(select).toHaveValue('1');
    expect(select).toHaveAccessibleDescription('of 5');
    expect(screen.getByText('of 5')).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(5);
  });

  it('changes page with the select and the buttons', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page' }), '4');
    expect(screen.getByText('Showing page 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Showing page 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('Showing page 4')).toBeInTheDocument();
  });

  it('marks the ends disabled but keeps focus on the pressed button', async () => {
    const user = userEvent.setup();
    render(<Harness initial={4} />);
    const next = screen.getByRole('button', { name: 'Next page' });
    await user.click(next);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await user.click(next);
    expect(screen.getByText('Showing page 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('renders nothing for a single page', () => {
    render(<Harness pageCount={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
