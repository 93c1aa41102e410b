// The settings of one person's browser tools (timeouts, how a context is opened) and what every
// step carries with it.
import type { BrowserContext } from 'playwright-core';
import type { AddressGuard, RefusalLog } from '../guard';
import type { AgentConfig } from '../types';

export interface ToolTimeouts {
  /** One action on an element (click, type, select) and one snapshot. */
  actionMs: number;
  /** Opening a page until it has loaded. */
  navigationMs: number;
}

export const DEFAULT_TIMEOUTS: ToolTimeouts = { actionMs: 10_000, navigationMs: 15_000 };

/** A browser context whose every request passes the address guard, with its refusals. */
export interface GuardedContext {
  context: BrowserContext;
  guard: AddressGuard;
  refusals: RefusalLog;
}

export interface AgentToolsOptions {
  config: AgentConfig;
  /** Opens a fresh guarded context: at first, and again when the old one died (a browser crash). */
  openContext: () => Promise<GuardedContext>;
  /** Called once when the tools are closed. */
  onClose?: () => void;
  timeouts?: Partial<ToolTimeouts>;
}

/** One step as a tool sees it: its abort signal, and whether the person already said yes. */
export interface StepContext {
  signal: AbortSignal;
  confirmed: boolean;
}
