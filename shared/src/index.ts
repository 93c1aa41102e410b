// @nclude/shared: shared as a Module Federation singleton, so the module-level stores below are
// one instance for the shell and every remote.
export * from './contracts';
export * from './messages';
export * from './language';
export * from './validation';
export * from './options';
export * from './session';
export { readItem, writeItem } from './storage';
export * from './api-client';
export * from './a11y';
export * from './contrast';
export * from './ui';
export * from './router';
export * from './useLoad';
export * from './registry';
export * from './routing';
export * from './realtime';
export * from './jobs';
