// What an application sends the employer (name, email, phone, resume file), said the same way in
// the consent dialog (before) and in the history of applications (after).
import type { SharedDetails as Shared } from '@nclude/shared/api-schemas';
import { m } from './messages';

export function SharedDetailsList({ shared }: { shared: Shared }) {
  const given = (value: string) => (value.trim() === '' ? m('notGiven') : value);
  return (
    <dl className="jobs-facts jobs-shared">
      <dt>{m('sharedName')}</dt>
      <dd>{given(shared.name)}</dd>
      <dt>{m('sharedEmail')}</dt>
      <dd>{given(shared.email)}</dd>
      <dt>{m('sharedPhone')}</dt>
      <dd>{given(shared.phone)}</dd>
      <dt>{m('sharedResume')}</dt>
      <dd>{shared.resume.trim() === '' ? m('noResumeShared') : shared.resume}</dd>
    </dl>
  );
}
