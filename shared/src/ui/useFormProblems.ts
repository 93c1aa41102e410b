// One way for a form to hold what is wrong with it: the problems found on submit (listed by
// <ErrorSummary>, each also said on its field), focus moved to the first, and a field's problem
// cleared once it is changed.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldProblem } from './ErrorSummary';

export interface FormProblems {
  /** What the last submit found, for <ErrorSummary problems={…}/>. */
  problems: FieldProblem[];
  /** The message to show on a field, or null. */
  messageOf(fieldId: string): string | null;
  /**
   * Shows what a submit found (empty entries left out) and moves focus to the first problem's
   * field; true when there was any, so the caller stops there.
   */
  report(found: readonly (FieldProblem | null | undefined | false | '')[]): boolean;
  /** A field was changed: its problem goes from the summary and the field. */
  clear(fieldId: string): void;
  /** Every problem goes (a new attempt, a reset). */
  clearAll(): void;
}

export function useFormProblems(): FormProblems {
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const messageOf = useCallback(
    (fieldId: string) => problems.find((problem) => problem.fieldId === fieldId)?.message ?? null,
    [problems],
  );
  const report = useCallback((found: Parameters<FormProblems['report']>[0]) => {
    const shown = found.filter((problem): problem is FieldProblem => Boolean(problem));
    setProblems(shown);
    const first = shown[0];
    if (first) document.getElementById(first.fieldId)?.focus();
    return first !== undefined;
  }, []);
  const clear = useCallback(
    (fieldId: string) =>
      setProblems((current) =>
        current.some((problem) => problem.fieldId === fieldId)
          ? current.filter((problem) => problem.fieldId !== fieldId)
          : current,
      ),
    [],
  );
  const clearAll = useCallback(() => setProblems([]), []);
  return { problems, messageOf, report, clear, clearAll };
}

/**
 * Moves focus to an element that the next render brings (an entry just added, the field after
 * one removed): `focusAfterRender(id)`, and the element with that id takes focus once it exists.
 */
export function useFocusAfterRender(): (id: string) => void {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    const id = pending.current;
    if (!id) return;
    pending.current = null;
    document.getElementById(id)?.focus();
  });
  return useCallback((id: string) => {
    pending.current = id;
  }, []);
}
