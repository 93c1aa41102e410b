import { useId } from 'react';

/** The caller's id, or a generated one that is stable across renders (useId). */
export function useFieldId(id?: string): string {
  const generated = useId();
  // React's ids contain characters (':', '«', '»') that break CSS selectors and some tools.
  return id ?? `nc${generated.replace(/[^\w-]/g, '')}`;
}

/** Space-separated id list for aria-describedby / aria-labelledby, or undefined when empty. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length > 0 ? list.join(' ') : undefined;
}

export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
