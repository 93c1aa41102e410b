// Time comes from one injectable clock so tests can expire OTPs and sessions without sleeping.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to: for tests of expiry and rate-limit windows. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}

/** The clock's time moved by `offsetMs`, as the ISO text the database columns hold. */
export function isoAt(clock: Clock, offsetMs = 0): string {
  return new Date(clock.now().getTime() + offsetMs).toISOString();
}
