import { act, render, screen } from '@testing-library/react';
import { ApiError } from './api-client';
import { useLoad } from './useLoad';

function Probe({ load }: { load: (signal: AbortSignal) => Promise<string> }) {
  const [result, { retry, refresh }] = useLoad(load);
  return (
    <>
      {result.state === 'ready' && <p>ready: {result.value}</p>}
      {result.state === 'failed' && <p>failed: {result.reason}</p>}
      {result.state === 'loading' && <p>loading</p>}
      <button onClick={retry}>Retry</button>
      <button onClick={refresh}>Refresh</button>
    </>
  );
}

const press = (name: string) => screen.getByRole('button', { name }).click();

describe('useLoad', () => {
  it('shows the value once loaded', async () => {
    await act(async () => {
      render(<Probe load={() => Promise.resolve('profile')} />);
    });
    expect(screen.getByText('ready: profile')).toBeInTheDocument();
  });

  it('shows the server message on failure and loads again on retry', async () => {
    const load = jest
      .fn<Promise<string>, [AbortSignal]>()
      .mockRejectedValueOnce(new ApiError(503, 'The server is busy'))
      .mockResolvedValueOnce('second try');
    await act(async () => {
      render(<Probe load={load} />);
    });
    expect(screen.getByText('failed: The server is busy')).toBeInTheDocument();
    await act(async () => press('Retry'));
    expect(screen.getByText('ready: second try')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the current value on screen while it refreshes', async () => {
    let finish: (value: string) => void = () => {};
    const load = jest
      .fn<Promise<string>, [AbortSignal]>()
      .mockResolvedValueOnce('old')
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    await act(async () => {
      render(<Probe load={load} />);
    });
    act(() => press('Refresh'));
    expect(screen.getByText('ready: old')).toBeInTheDocument();
    await act(async () => finish('new'));
    expect(screen.getByText('ready: new')).toBeInTheDocument();
  });

  it('cancels the request when the page goes away, and shows nothing for it', async () => {
    let seen: AbortSignal | undefined;
    const load = (signal: AbortSignal) => {
      seen = signal;
      return new Promise<string>(() => {});
    };
    const { unmount } = render(<Probe load={load} />);
    unmount();
    expect(seen?.aborted).toBe(true);
  });
});
