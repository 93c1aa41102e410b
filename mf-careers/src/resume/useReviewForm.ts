// The review form's state: the draft as corrected, focus after an entry is added or removed, the
// field messages and error summary, and the save (with a newer reading found in its place).
import { useState, type FormEvent } from 'react';
import {
  announce,
  errorMessage,
  isAbortError,
  isApiError,
  useFocusAfterRender,
  useFormProblems,
} from '@nclude/shared';
import type { ParsedResume, ResumeReply } from '@nclude/shared/api-schemas';
import { saveResume } from '../careersApi';
import {
  draftOf,
  resumeToSave,
  type EducationDraft,
  type ExperienceDraft,
  type ProjectDraft,
  type ResumeDraft,
} from './draft';
import { m } from './messages';
import { ID, LISTS, problemsOf, type ListKey } from './reviewFields';

export function useReviewForm(reply: ResumeReply, parsed: ParsedResume) {
  const [draft, setDraft] = useState(() => draftOf(parsed));
  const [reviewed, setReviewed] = useState(reply.reviewed);
  const [submitted, setSubmitted] = useState(false);
  const { problems, report } = useFormProblems();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [replaced, setReplaced] = useState(false);
  const [saved, setSaved] = useState(false);
  const [full, setFull] = useState<{ list: ListKey; message: string } | null>(null);

  // Focus moves after the render that added or removed an entry (the element exists only then).
  const focusAfterRender = useFocusAfterRender();

  // Field messages follow the text as it is corrected; the summary stays as it was on Save.
  const errors: Record<string, string> = submitted
    ? Object.fromEntries(problemsOf(draft).map((problem) => [problem.fieldId, problem.message]))
    : {};

  const update = (change: (current: ResumeDraft) => ResumeDraft) => {
    setSaved(false);
    setDraft(change);
  };
  const setField =
    (field: 'name' | 'email' | 'phone' | 'location' | 'links' | 'summary') => (value: string) =>
      update((current) => ({ ...current, [field]: value }));
  const setLines = (field: 'skills' | 'certifications' | 'languages') => (value: string) =>
    update((current) => ({ ...current, [field]: value }));

  const changeExperience = (key: number, changes: Partial<ExperienceDraft>) =>
    update((current) => ({
      ...current,
      experience: current.experience.map((e) => (e.key === key ? { ...e, ...changes } : e)),
    }));
  const changeEducation = (key: number, changes: Partial<EducationDraft>) =>
    update((current) => ({
      ...current,
      education: current.education.map((e) => (e.key === key ? { ...e, ...changes } : e)),
    }));
  const changeProject = (key: number, changes: Partial<ProjectDraft>) =>
    update((current) => ({
      ...current,
      projects: current.projects.map((e) => (e.key === key ? { ...e, ...changes } : e)),
    }));

  const add = (list: ListKey) => {
    const { max, first, make, added, full: fullKey } = LISTS[list];
    const n = draft[list].length + 1;
    if (n > max) {
      setFull({ list, message: m(fullKey, { max }) });
      return;
    }
    setFull(null);
    const made = make();
    update((current) => ({ ...current, [list]: [...current[list], made] }));
    focusAfterRender(ID.entry(list, made.key, first));
    announce(m(added, { n }));
  };

  const remove = (list: ListKey, index: number) => {
    setFull(null);
    update((current) => ({ ...current, [list]: current[list].filter((_, i) => i !== index) }));
    // The entry and its button are gone: the section's heading is where the person was.
    focusAfterRender(ID.heading(list));
    announce(m(LISTS[list].removed, { n: index + 1 }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    setSaveError(null);
    setSaved(false);
    if (report(problemsOf(draft))) return;
    setSaving(true);
    try {
      const answer = await saveResume(reply.jobId ?? '', resumeToSave(draft));
      setReviewed(answer.reviewed);
      setSaved(true);
      announce(m('saved'));
    } catch (error) {
      // Said where the person is (role=alert), with the server's reason (no silent failures).
      if (!isAbortError(error)) setSaveError(m('saveFailed', { reason: errorMessage(error) }));
      // A newer resume was uploaded (another tab, the profile page): its reading replaces this.
      if (isApiError(error) && error.status === 409) setReplaced(true);
    } finally {
      setSaving(false);
    }
  };

  return {
    draft,
    reviewed,
    problems,
    saving,
    saveError,
    replaced,
    saved,
    full,
    errors,
    setField,
    setLines,
    changeExperience,
    changeEducation,
    changeProject,
    add,
    remove,
    submit,
  };
}
