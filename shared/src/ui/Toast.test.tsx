import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LiveRegions, announce, clearAnnouncements } from './Announcer';
import { ToastRegion, clearToasts, toast } from './Toast';

function Shell() {
  return (
    <>
      <LiveRegions />
      <ToastRegion />
    </>
  );
}

const politeRegion = () => screen.getByRole('status');
const assertiveRegion = () => screen.getByRole('alert');

afterEach(() => {
  act(() => {
    clearToasts();
    clearAnnouncements();
  });
  jest.useRealTimers();
});

describe('announce', () => {
  it('writes to the polite or the assertive live region', () => {
    render(<Shell />);
    expect(politeRegion()).toHaveAttribute('aria-live', 'polite');
    expect(assertiveRegion()).toHaveAttribute('aria-live', 'assertive');
    act(() => announce('Saved'));
    expect(politeRegion()).toHaveTextContent('Saved');
    act(() => announce('Upload failed', 'assertive'));
    expect(assertiveRegion()).toHaveTextContent('Upload failed');
  });

  it('re-renders the same text as a new node so it is read again', () => {
    render(<Shell />);
    act(() => announce('Page 2 of 5'));
    const first = politeRegion().firstElementChild;
    act(() => announce('Page 2 of 5'));
    expect(politeRegion().firstElementChild).not.toBe(first);
    expect(politeRegion()).toHaveTextContent('Page 2 of 5');
  });
});

describe('toast', () => {
  it('shows a visible toast and announces it with its kind', () => {
    render(<Shell />);
    act(() => {
      toast('Successfully Whitelisted', { kind: 'success' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveTextContent('Success: Successfully Whitelisted');
    expect(politeRegion()).toHaveTextContent('Success: Successfully Whitelisted');
  });

  it('announces errors assertively', () => {
    render(<Shell />);
    act(() => {
      toast('Upload failed', { kind: 'error' });
    });
    expect(assertiveRegion()).toHaveTextContent('Error: Upload failed');
  });

  it('stays at least 5 s even when asked for 1 s', () => {
    jest.useFakeTimers();
    render(<Shell />);
    act(() => {
      toast('Successfully Whitelisted', { kind: 'success', durationMs: 1000 });
    });
    act(() => jest.advanceTimersByTime(4_900));
    expect(screen.getByText('Successfully Whitelisted')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Successfully Whitelisted')).not.toBeInTheDocument();
  });

  it('pauses while hovered or focused', () => {
    jest.useFakeTimers();
    render(<Shell />);
    act(() => {
      toast('Profile updated');
    });
    const item = screen.getByRole('listitem');
    act(() => {
      item.dispatchEvent(new MouseEvent('mouseenter'));
      jest.advanceTimersByTime(20_000);
    });
    expect(screen.getByText('Profile updated')).toBeInTheDocument();
    act(() => {
      item.dispatchEvent(new MouseEvent('mouseleave'));
      screen.getByRole('button', { name: 'Dismiss notification' }).focus();
      jest.advanceTimersByTime(20_000);
    });
    expect(screen.getByText('Profile updated')).toBeInTheDocument();
  });

  it('can be dismissed with its button', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    act(() => {
      toast('Saved');
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
