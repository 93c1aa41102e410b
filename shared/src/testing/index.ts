// @nclude/shared/testing: the one test kit of the shell and every remote (Jest + Testing Library).
// Not part of the federated @nclude/shared singleton: tests import it, product code never does.
export * from './fake-api';
export * from './render';
export * from './session';
export * from './translations';
