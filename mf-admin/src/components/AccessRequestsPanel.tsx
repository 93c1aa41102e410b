// Pending access requests (beyond the earlier product): each request with its certificate, and
// Approve / Reject. The outcome is announced and the list refreshed; focus goes to the list's
// heading once the refreshed list is on screen, because the decided request (and the button that
// had focus) leaves the list.
import { useEffect, useId, useRef, useState } from 'react';
import {
  Button,
  api,
  FormError,
  formatDate,
  Modal,
  TextArea,
  Spinner,
  VisuallyHidden,
  errorMessage,
  toast,
  useLoad,
  type Loaded,
} from '@nclude/shared';
// The contract's item under a shorter name (AccessRequestItem is this file's component).
import type { AccessRequestItem as AccessRequest } from '@nclude/shared/api-schemas';
import { approveRequest, listPendingRequests, rejectRequest } from '../adminApi';
import { m } from '../messages';

/** Blob URLs of opened certificates are released after this long (the tab has read it by then). */
const BLOB_URL_LIFETIME_MS = 60_000;

interface Decision {
  request: AccessRequest;
  kind: 'approve' | 'reject';
}

export function AccessRequestsPanel() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [load, { retry, refresh }] = useLoad(listPendingRequests);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [actionFailure, setActionFailure] = useState<string | null>(null);
  // The request being decided in the confirmation dialog: nothing is approved or rejected by a
  // single stray click.
  const [deciding, setDeciding] = useState<Decision | null>(null);
  // Set by a decision to the list on screen at that moment; consumed once the refreshed list (a
  // new load result) has rendered and the dialog is closed. Focusing earlier would land on the
  // old list (or be undone by the dialog returning focus to its opener), whose button then
  // disappears and drops focus to the page body.
  const focusHeadingAfter = useRef<Loaded<AccessRequest[]> | null>(null);
  useEffect(() => {
    const before = focusHeadingAfter.current;
    if (before === null || before === load || deciding !== null) return;
    focusHeadingAfter.current = null;
    headingRef.current?.focus();
  }, [load, deciding]);

  const decided = (message: string) => {
    toast(message, { kind: 'success' });
    focusHeadingAfter.current = load;
    refresh();
  };

  const decide = async ({ request, kind }: Decision, note: string) => {
    if (busyId) return;
    setActionFailure(null);
    setBusyId(request.id);
    try {
      const reply =
        kind === 'approve'
          ? await approveRequest(request.id)
          : await rejectRequest(request.id, note);
      setDeciding(null);
      decided(
        reply.message ||
          m(kind === 'approve' ? 'approvedFallback' : 'rejectedFallback', {
            name: request.userName,
          }),
      );
    } catch (error) {
      setDeciding(null);
      setActionFailure(errorMessage(error));
    }
    setBusyId(null);
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="admin-focus-heading">
        {m('requestsHeading')}
      </h2>
      <p>{m('requestsIntro')}</p>
      <FormError>{actionFailure}</FormError>
      {load.state === 'loading' && <Spinner label={m('requestsLoading')} showLabel />}
      {load.state === 'failed' && (
        <>
          <FormError>{load.reason}</FormError>
          <Button variant="secondary" onClick={retry}>
            {m('retry')}
          </Button>
        </>
      )}
      {load.state === 'ready' &&
        (load.value.length === 0 ? (
          <p>{m('requestsEmpty')}</p>
        ) : (
          <ul
            className="admin-requests"
            aria-label={m('requestsCount', { count: load.value.length })}
          >
            {load.value.map((request) => (
              <AccessRequestItem
                key={request.id}
                request={request}
                busy={busyId === request.id}
                onApprove={() => setDeciding({ request, kind: 'approve' })}
                onReject={() => setDeciding({ request, kind: 'reject' })}
              />
            ))}
          </ul>
        ))}
      <DecisionDialog
        decision={deciding}
        busy={deciding !== null && busyId === deciding.request.id}
        onCancel={() => setDeciding(null)}
        onConfirm={(decision, note) => void decide(decision, note)}
      />
    </section>
  );
}

function AccessRequestItem({
  request,
  busy,
  onApprove,
  onReject,
}: {
  request: AccessRequest;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const [opening, setOpening] = useState(false);
  const [certificateFailure, setCertificateFailure] = useState<string | null>(null);
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);
  const whose = <VisuallyHidden> {m('certificateOf', { name: request.userName })}</VisuallyHidden>;
  const which = <VisuallyHidden> {m('requestFrom', { name: request.userName })}</VisuallyHidden>;

  // The API answers null when the certificate file is gone: there is nothing to open then.
  const certificate = request.certificate;
  const viewCertificate = async (path: string) => {
    if (opening) return;
    setCertificateFailure(null);
    setFallbackUrl(null);
    // The tab is opened now, inside the click, so pop-up blockers allow it; it is pointed at the
    // PDF once the authenticated download has finished.
    const tab = window.open('', '_blank');
    setOpening(true);
    try {
      const blob = await api.download(path);
      const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
      setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
      if (tab) {
        // The PDF tab needs nothing from this page.
        tab.opener = null;
        tab.location.href = url;
      } else setFallbackUrl(url);
    } catch (error) {
      tab?.close();
      setCertificateFailure(
        m('certificateFailed', { name: request.userName, reason: errorMessage(error) }),
      );
    }
    setOpening(false);
  };

  return (
    <li className="admin-request">
      <h3>{request.userName}</h3>
      <dl className="admin-request__details">
        <div>
          <dt>{m('requestPhone')}</dt>
          <dd>{request.phoneNumber}</dd>
        </div>
        <div>
          <dt>{m('requestEmail')}</dt>
          <dd>{request.email}</dd>
        </div>
        <div>
          <dt>{m('requestDisability')}</dt>
          <dd>{request.disabilityType}</dd>
        </div>
        <div>
          <dt>{m('requestDate')}</dt>
          <dd>{formatDate(request.createdAt) ?? request.createdAt}</dd>
        </div>
      </dl>
      <FormError>{certificateFailure}</FormError>
      {fallbackUrl && (
        <p role="status">
          {m('certificateReadyNote')}{' '}
          <a href={fallbackUrl} target="_blank" rel="noreferrer">
            {m('certificateReady', { name: request.userName })}
          </a>
        </p>
      )}
      <div className="admin-request__actions">
        {certificate !== null && (
          <Button
            variant="secondary"
            loading={opening}
            loadingLabel={m('openingCertificate')}
            onClick={() => void viewCertificate(certificate)}
          >
            {m('viewCertificate')}
            {whose}
          </Button>
        )}
        <Button loading={busy} loadingLabel={m('approving')} onClick={onApprove}>
          {m('approve')}
          {which}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onReject}>
          {m('reject')}
          {which}
        </Button>
      </div>
    </li>
  );
}

function DecisionDialog({
  decision,
  busy,
  onCancel,
  onConfirm,
}: {
  decision: Decision | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (decision: Decision, note: string) => void;
}) {
  const [note, setNote] = useState('');
  const introId = useId();
  // A new decision starts with an empty note.
  const key = decision ? `${decision.kind}:${decision.request.id}` : null;
  const [forKey, setForKey] = useState<string | null>(null);
  if (key !== forKey) {
    setForKey(key);
    setNote('');
  }
  if (!decision) return null;
  const { request, kind } = decision;
  const approving = kind === 'approve';
  return (
    <Modal
      open
      title={m(approving ? 'approveDialogTitle' : 'rejectDialogTitle', { name: request.userName })}
      describedBy={introId}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {m('cancel')}
          </Button>
          <Button
            loading={busy}
            loadingLabel={m(approving ? 'approving' : 'rejecting')}
            onClick={() => onConfirm(decision, note)}
          >
            {m(approving ? 'approveConfirm' : 'rejectConfirm')}
          </Button>
        </>
      }
    >
      <p id={introId}>
        {approving
          ? m('approveDialogIntro', {
              name: request.userName,
              phone: request.phoneNumber,
              email: request.email,
            })
          : m('rejectDialogIntro', { name: request.userName })}
      </p>
      {!approving && (
        <TextArea
          label={m('rejectNoteLabel')}
          rows={4}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      )}
    </Modal>
  );
}
