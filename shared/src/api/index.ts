// The API contract, `@nclude/shared/api-schemas`: every request and reply of /v1/api as a
// TypeBox schema with its static type of the same name. The server imports the schemas (it
// validates with them and publishes them as /v1/api/openapi.json); browser code imports only
// the types (`import type`), so TypeBox never reaches a bundle (eslint.config.mjs).
export * from './common';
export * from './auth';
export * from './user';
export * from './admin';
export * from './org';
export * from './files';
export * from './jobs';
export * from './notifications';
export * from './conversion';
export * from './assistant';
export * from './careers';
export * from './library';
export * from './news';
export * from './agent';
