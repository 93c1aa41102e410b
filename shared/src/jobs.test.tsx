import { act, render, screen } from '@testing-library/react';
import type { JobStatus } from './api/jobs';
import { REALTIME_EVENTS } from './contracts';
import { isJobEvent, jobPercent, useJobs, type JobUpdate } from './jobs';
import { deliverRealtimeEvent } from './realtime';
import { JobProgress } from './ui/JobProgress';

const running: JobStatus = {
  state: 'running',
  progress: 42,
  stage: 'Reading page 3 of 7',
  error: null,
};

describe('JobProgress', () => {
  it('names the bar, gives the percentage as its value text and says the stage', () => {
    render(<JobProgress status={running} label="Progress of report.pdf" />);
    const bar = screen.getByRole('progressbar', { name: 'Progress of report.pdf' });
    expect(bar).toHaveAttribute('value', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42% done');
    expect(screen.getByText('Reading page 3 of 7')).toBeInTheDocument();
  });

  it('says a queued job waits, and keeps a hidden label as the bar’s name', () => {
    render(
      <JobProgress
        status={{ ...running, state: 'queued', progress: 0, stage: null }}
        label="Progress of talk.mp3"
        hideLabel
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Progress of talk.mp3' })).toBeInTheDocument();
    expect(screen.getByText('Progress of talk.mp3')).toHaveClass('nc-visually-hidden');
    expect(screen.getByText('Waiting to start')).toBeInTheDocument();
  });

  it('never shows less than 0 or more than 100', () => {
    expect([jobPercent(-5), jobPercent(250), jobPercent(Number.NaN), jobPercent(33.6)]).toEqual([
      0, 100, 0, 34,
    ]);
  });
});

function Follower({
  reloading,
  seen,
  reload,
}: {
  reloading: boolean;
  seen: JobUpdate[];
  reload: () => void;
}) {
  useJobs({ onUpdate: (update) => seen.push(update), reload, reloading, reloadMs: 1_000 });
  return <p>following</p>;
}

describe('useJobs', () => {
  afterEach(() => jest.useRealTimers());

  it('hands on job events and leaves out what is not one', () => {
    const seen: JobUpdate[] = [];
    render(<Follower reloading={false} seen={seen} reload={() => undefined} />);
    act(() => {
      deliverRealtimeEvent(REALTIME_EVENTS.job, { jobId: 'j1', kind: 'x', ...running });
      deliverRealtimeEvent(REALTIME_EVENTS.job, { jobId: 'j2', state: 'running' });
      deliverRealtimeEvent(REALTIME_EVENTS.job, null);
    });
    expect(seen.map((update) => update.jobId)).toEqual(['j1']);
    expect(isJobEvent({ jobId: 'j3', state: 'queued', progress: 0 })).toBe(true);
  });

  it('reloads on its timer only while work is under way', () => {
    jest.useFakeTimers();
    const reload = jest.fn();
    const { rerender } = render(<Follower reloading seen={[]} reload={reload} />);
    act(() => jest.advanceTimersByTime(3_000));
    expect(reload).toHaveBeenCalledTimes(3);
    rerender(<Follower reloading={false} seen={[]} reload={reload} />);
    act(() => jest.advanceTimersByTime(5_000));
    expect(reload).toHaveBeenCalledTimes(3);
  });
});
