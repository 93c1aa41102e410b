import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../router';
import { Accordion } from './Accordion';
import { Button } from './Button';
import { FormError } from './FormError';
import { PageHeading, markNavigationFocus } from './PageHeading';
import { RequestAccessNotice } from './RequestAccessNotice';
import { Spinner } from './Spinner';
import { VisuallyHidden } from './VisuallyHidden';

describe('Button', () => {
  it('defaults to type=button and calls onClick', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Send OTP</Button>);
    const button = screen.getByRole('button', { name: 'Send OTP' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('nc-button--primary');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading keeps focus, says it is loading and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick} variant="secondary">
        Login
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Login , Loading…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });
});

describe('Spinner', () => {
  it('is a status with a hidden label', () => {
    render(<Spinner label="Loading books" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading books');
    expect(screen.getByText('Loading books')).toHaveClass('nc-visually-hidden');
  });
});

describe('FormError', () => {
  it('is an alert and renders nothing when empty', () => {
    const { rerender } = render(<FormError>{''}</FormError>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormError>Please Fill the required fields</FormError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Please Fill the required fields');
  });

  it('links the request-access notice to /requestAccess', () => {
    render(
      <MemoryRouter>
        <RequestAccessNotice />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/not authorized/);
    expect(screen.getByRole('link', { name: 'Request access' })).toHaveAttribute(
      'href',
      '/requestAccess',
    );
  });
});

describe('PageHeading', () => {
  it('is the h1, focusable by script only, and does not steal focus on first load', () => {
    render(<PageHeading>Dashboard</PageHeading>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Dashboard' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading).not.toHaveFocus();
  });

  it('focuses itself after markNavigationFocus, once', () => {
    markNavigationFocus();
    const { unmount } = render(<PageHeading>Login</PageHeading>);
    expect(screen.getByRole('heading', { name: 'Login' })).toHaveFocus();
    unmount();
    render(<PageHeading>Signup</PageHeading>);
    expect(screen.getByRole('heading', { name: 'Signup' })).not.toHaveFocus();
  });
});

describe('Accordion', () => {
  it('toggles regions with aria-expanded buttons inside headings', async () => {
    const user = userEvent.setup();
    render(
      <Accordion
        items={[
          { id: 'library', heading: 'Accessible library', content: <p>Audiobooks and e-books.</p> },
          { id: 'docs', heading: 'Document accessibility', content: <p>Convert PDFs.</p> },
        ]}
        allowMultiple={false}
      />,
    );
    const library = screen.getByRole('button', { name: 'Accessible library' });
    const docs = screen.getByRole('button', { name: 'Document accessibility' });
    expect(library.closest('h3')).not.toBeNull();
    expect(library).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await user.click(library);
    expect(library).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Accessible library' });
    expect(library).toHaveAttribute('aria-controls', region.id);
    await user.click(docs);
    expect(library).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Document accessibility' })).toHaveTextContent(
      'Convert PDFs.',
    );
  });
});

describe('VisuallyHidden', () => {
  it('uses the shared class', () => {
    render(<VisuallyHidden>Only for screen readers</VisuallyHidden>);
    expect(screen.getByText('Only for screen readers')).toHaveClass('nc-visually-hidden');
  });
});
