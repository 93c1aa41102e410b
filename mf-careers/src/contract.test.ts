/** @jest-environment node */
// The shell–remote contract, checked on this remote's own production build.
import path from 'node:path';
import { remoteContractProblems } from '@nclude/shared/testing/remote-contract';

it('builds a container named as remote.json that exposes ./routes and ships its manifest', () => {
  expect(remoteContractProblems(path.join(__dirname, '..'))).toEqual([]);
});
