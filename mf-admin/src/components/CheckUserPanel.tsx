// Check User: is a mobile number or email address whitelisted, with what scope, added by whom
// and when, and does an account exist? The answer is written as plain sentences in a polite
// live region, so it is read out when it arrives.
import { useId, useState, type FormEvent } from 'react';
import {
  ApiError,
  Button,
  FormError,
  formatDate,
  LIBRARY_SCOPE,
  TextField,
  errorMessage,
  validateEmail,
  validateWhitelistPhone,
} from '@nclude/shared';
import type { AddedBy, CheckUserReply } from '@nclude/shared/api-schemas';
import { checkUser } from '../adminApi';
import { m } from '../messages';

const CONTACT_ID = 'check-user-contact';

const ADDER_ROLE = { admin: 'adderAdmin', org: 'adderOrg', user: 'adderUser' } as const;

/** Who added an entry: the role and the account's email address, or its id when it has none. */
export function describeAdder(addedBy: AddedBy): string {
  const account = addedBy.email ?? m('adderAccountId', { userId: addedBy.userId });
  return m(ADDER_ROLE[addedBy.role], { account });
}

/** The result as sentences, in reading order. */
export function describeCheck(result: CheckUserReply): string[] {
  const { contact } = result;
  const sentences: string[] = [];
  if (!result.whitelisted) {
    sentences.push(m('resultNotWhitelisted', { contact }));
  } else {
    if (result.scope === LIBRARY_SCOPE) sentences.push(m('resultWhitelistedLibrary', { contact }));
    else if (result.scope)
      sentences.push(m('resultWhitelistedScope', { contact, scope: result.scope }));
    else sentences.push(m('resultWhitelistedNoScope', { contact }));
    const date = formatDate(result.addedAt);
    const addedBy = result.addedBy ? describeAdder(result.addedBy) : null;
    if (addedBy && date) sentences.push(m('resultAddedByOn', { addedBy, date }));
    else if (addedBy) sentences.push(m('resultAddedBy', { addedBy }));
    else if (date) sentences.push(m('resultAddedOn', { date }));
  }
  if (result.kind === 'email')
    sentences.push(m(result.accountExists ? 'resultAccountEmail' : 'resultNoAccountEmail'));
  else sentences.push(m(result.accountExists ? 'resultAccountPhone' : 'resultNoAccountPhone'));
  return sentences;
}

function validateContact(value: string): string | null {
  const contact = value.trim();
  if (contact === '') return m('contactRequired');
  return contact.includes('@') ? validateEmail(contact) : validateWhitelistPhone(contact);
}

export function CheckUserPanel() {
  const headingId = useId();
  const [contact, setContact] = useState('');
  const [contactError, setContactError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<CheckUserReply | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    setFailure(null);
    const problem = validateContact(contact);
    setContactError(problem);
    if (problem) {
      setResult(null);
      document.getElementById(CONTACT_ID)?.focus();
      return;
    }
    setChecking(true);
    try {
      setResult(await checkUser(contact.trim()));
    } catch (error) {
      setResult(null);
      if (error instanceof ApiError && error.status === 400) {
        setContactError(error.message);
        document.getElementById(CONTACT_ID)?.focus();
      } else {
        setFailure(errorMessage(error));
      }
    }
    setChecking(false);
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{m('checkUserHeading')}</h2>
      <p>{m('checkUserIntro')}</p>
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        <FormError>{failure}</FormError>
        <TextField
          id={CONTACT_ID}
          label={m('contactLabel')}
          hint={m('contactHint')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          value={contact}
          error={contactError}
          onChange={(event) => setContact(event.target.value)}
        />
        <Button type="submit" loading={checking} loadingLabel={m('checking')}>
          {m('check')}
        </Button>
      </form>
      {/* Present before any result, so screen readers read the result when it appears. */}
      <div className="admin-result" role="status" aria-live="polite" aria-atomic="true">
        {result && (
          <>
            <h3>{m('resultHeading', { contact: result.contact })}</h3>
            {describeCheck(result).map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
          </>
        )}
      </div>
    </section>
  );
}
