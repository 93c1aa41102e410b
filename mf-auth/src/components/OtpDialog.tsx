import { useId, type FormEvent } from 'react';
import { Button, FormError, Modal, OtpInput, isValidOtp } from '@nclude/shared';
import { m } from '../messages';

export interface OtpDialogProps {
  open: boolean;
  title: string;
  /** Where the code went (the email address or phone number), read out in the instructions. */
  destination: string;
  otp: string;
  onOtpChange: (otp: string) => void;
  /** The server's message after a failed validation, shown in the dialog (role=alert). */
  error: string | null;
  validating: boolean;
  onValidate: () => void;
  onClose: () => void;
}

/**
 * The 4-digit one-time-code dialog used by signup (verify email/phone) and phone login. Validate
 * OTP stays disabled until four digits are entered; Enter in the boxes submits.
 */
export function OtpDialog({
  open,
  title,
  destination,
  otp,
  onOtpChange,
  error,
  validating,
  onValidate,
  onClose,
}: OtpDialogProps) {
  const instructionsId = `otp-instructions${useId().replace(/:/g, '')}`;
  const complete = isValidOtp(otp);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (complete && !validating) onValidate();
  };

  return (
    <Modal open={open} title={title} onClose={onClose} describedBy={instructionsId}>
      <form className="auth-otp-form" onSubmit={submit} noValidate>
        <p id={instructionsId}>{m('otpInstructions', { destination })}</p>
        <OtpInput value={otp} onChange={onOtpChange} label={m('otpInputLabel')} />
        <FormError>{error}</FormError>
        <Button
          type="submit"
          disabled={!complete}
          loading={validating}
          loadingLabel={m('checking')}
        >
          {m('validateOtp')}
        </Button>
      </form>
    </Modal>
  );
}
