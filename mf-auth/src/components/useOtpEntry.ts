import { useState } from 'react';
import type { OtpDialogProps } from './OtpDialog';

/**
 * The state of the one-time-code dialog, shared by sign-up, phone login and phone linking:
 * which contact the code went to (the dialog is open while there is one), the typed code, the
 * error from the last try and whether a check is running.
 */
export function useOtpEntry<Target>() {
  const [target, setTarget] = useState<Target | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [validating, setValidating] = useState(false);

  /** Opens the dialog once a code was sent to `sentTo`. */
  const open = (sentTo: Target) => {
    setCode('');
    setError(null);
    setTarget(sentTo);
  };

  /** product rules §4: closing the dialog clears the code and the sent flag. */
  const close = () => {
    setTarget(null);
    setCode('');
    setError(null);
    setValidating(false);
  };

  /**
   * Runs `verify` with the typed code. It resolves to null when the code was accepted (the caller
   * has moved on) or to the message to show in the dialog.
   */
  const check = async (verify: (sentTo: Target, code: string) => Promise<string | null>) => {
    if (target === null) return;
    setValidating(true);
    setError(null);
    const problem = await verify(target, code);
    if (problem !== null) {
      setError(problem);
      setValidating(false);
    }
  };

  const dialogProps: Pick<
    OtpDialogProps,
    'open' | 'otp' | 'onOtpChange' | 'error' | 'validating' | 'onClose'
  > = { open: target !== null, otp: code, onOtpChange: setCode, error, validating, onClose: close };

  return { target, open, close, check, dialogProps };
}
