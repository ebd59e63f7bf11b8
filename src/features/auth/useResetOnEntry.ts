import { useEffect } from 'react';
import { statusText } from '../../domain/errors/catalogue';
import { resetAuthentication } from '../../state/session';

/**
 * Spec §2.1: on entering a sign-in page a left-over social sign-in error is shown as a 401 login
 * error; otherwise the authentication state is reset.
 */
export function useResetOnEntry(socialError: string | null = null): void {
  useEffect(() => {
    if (socialError) {
      resetAuthentication({ code: 401, message: statusText(401), details: socialError });
    } else {
      resetAuthentication();
    }
  }, [socialError]);
}
