import { Link } from '../router';
import { t } from '../messages';
import { FormError } from './FormError';

/** Spec section 8: a 401 on signup or OTP send. Not authorized, with the way to ask for access. */
export function RequestAccessNotice({ id }: { id?: string }) {
  return (
    <FormError id={id}>
      {t('requestAccessNotice')} <Link to="/requestAccess">{t('requestAccessLink')}</Link>
    </FormError>
  );
}
