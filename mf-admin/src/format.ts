// The URLs of the sample files. Dates are formatted by @nclude/shared's formatDate, in the
// current interface language.

// Rspack replaces this with the public path the federation runtime resolved for this remote
// ('/remotes/mf-admin/' under the shell, '/' on the standalone page), so links to files copied
// beside the remote's code point at the remote, not at the page that hosts it.
declare const __webpack_public_path__: string;

function remoteBaseUrl(): string {
  const publicPath =
    typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== ''
      ? __webpack_public_path__
      : '/';
  return new URL(publicPath, document.baseURI).href;
}

export type SampleFile = 'numbers-sample.csv' | 'emails-sample.csv' | 'jobs-sample.csv';

/** Absolute URL of one of the sample CSV files shipped in this remote's dist/samples. */
export function sampleUrl(file: SampleFile): string {
  return new URL(`samples/${file}`, remoteBaseUrl()).href;
}
