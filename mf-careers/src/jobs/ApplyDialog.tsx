// "Apply to this job" (spec 02 §2): the first application shows exactly what goes to the employer
// (name, email, phone, resume file) and asks to agree ("Agree and apply" / "Cancel"); later ones
// apply at once. Then the person goes to /appliedjob. Departure (spec 02 §8, product rules §8):
// a failure (already applied, with its date; closed; consent needed; the network) is shown where
// it happened, in the card or in the dialog, and announced (role=alert), not only logged.
import { useId, useRef, useState } from 'react';
import {
  announce,
  Button,
  errorMessage,
  FormError,
  isApiError,
  Modal,
  useNavigate,
} from '@nclude/shared';
import type { Job, SharedDetails } from '@nclude/shared/api-schemas';
import { applyForJob, listApplications } from '../careersApi';
import { m } from './messages';
import { SharedDetailsList } from './SharedDetails';

/** What /appliedjob receives in the history entry's state: the application just sent. */
export interface AppliedState {
  applicationId: string;
}

type Phase = 'idle' | 'preparing' | 'sending';

export function ApplyAction({ job }: { job: Job }) {
  const navigate = useNavigate();
  const introId = useId();
  const introRef = useRef<HTMLParagraphElement>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [sharing, setSharing] = useState<SharedDetails | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // One error at a time, where the action was taken: the card's button or the dialog.
  const [cardError, setCardError] = useState<string | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const send = async (consent: boolean, shared: SharedDetails | null) => {
    setPhase('sending');
    try {
      const reply = await applyForJob(job._id, consent);
      // Said together with the move, so the next page keeps it (clearAnnouncements olderThanMs).
      announce(reply.message);
      const state: AppliedState = { applicationId: reply.application.id };
      navigate('/appliedjob', { state });
    } catch (error) {
      const text = m('applyFailed', { reason: errorMessage(error) });
      setPhase('idle');
      // The server forgot an earlier agreement (400 consentRequired): ask for it now.
      const needsConsent = !consent && isApiError(error) && error.status === 400 && shared;
      if (consent || needsConsent) {
        setDialogError(text);
        setDialogOpen(true);
      } else setCardError(text);
    }
  };

  const start = async () => {
    setCardError(null);
    setDialogError(null);
    setPhase('preparing');
    try {
      // Asked each time: what is shared follows the profile, and consent may have been given in
      // another tab since.
      const reply = await listApplications();
      setSharing(reply.sharing);
      if (reply.consented) {
        await send(false, reply.sharing);
        return;
      }
      setPhase('idle');
      setDialogOpen(true);
    } catch (error) {
      setPhase('idle');
      setCardError(m('applyFailed', { reason: errorMessage(error) }));
    }
  };

  const cancel = () => {
    // Not while the application is on its way: its answer must have a place to be shown.
    if (phase === 'sending') return;
    setDialogOpen(false);
    setDialogError(null);
  };

  return (
    <div className="jobs-apply">
      {!dialogOpen && <FormError>{cardError}</FormError>}
      <Button
        onClick={() => void start()}
        loading={phase !== 'idle' && !dialogOpen}
        loadingLabel={m(phase === 'sending' ? 'sendingApplication' : 'preparingApplication')}
      >
        {m('applyButton')}
        {/* The job in the button's name too: several cards may be open at once. */}
        <span className="nc-visually-hidden">
          {`: ${m('applyButtonContext', { title: job.title, company: job.company })}`}
        </span>
      </Button>
      <Modal
        open={dialogOpen && sharing !== null}
        title={m('consentTitle', { company: job.company })}
        onClose={cancel}
        describedBy={introId}
        initialFocusRef={introRef}
        footer={
          <>
            <Button
              onClick={() => void send(true, sharing)}
              loading={phase === 'sending'}
              loadingLabel={m('sendingApplication')}
            >
              {m('agreeAndApply')}
            </Button>
            <Button variant="secondary" onClick={cancel}>
              {m('cancel')}
            </Button>
          </>
        }
      >
        <FormError>{dialogError}</FormError>
        {/* Focused on opening, so a screen reader starts with what is asked, then the details. */}
        <p id={introId} ref={introRef} tabIndex={-1} className="jobs-dialog__intro">
          {m('consentIntro', { title: job.title, company: job.company })}
        </p>
        {sharing && <SharedDetailsList shared={sharing} />}
        <p>{m('consentOnce')}</p>
      </Modal>
    </div>
  );
}
