export * from './remote-routes';
export * from './Guard';
export * from './NotAuthorizedPage';
export * from './page-title';
