// The one definition lives in the kit, so remotes switch to their narrow layouts at the same width.
export { NARROW_QUERY, useNarrowLayout } from '@nclude/shared';
