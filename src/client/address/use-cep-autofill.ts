import { useEffect, useRef } from 'react';
import { onlyDigits } from '../../lib/digits';
import { cepFill, type CepFields } from './cep-fill';
import { lookupCepAddress } from './cep-lookup';

/**
 * The CEP autofill of the address forms (/conta, the checkout), one behaviour: once the CEP has 8 digits (and is not
 * the one the form opened with) it is looked up (lookupCepAddress). Found: the street, district, state and city the
 * person left open take the address's values (cepFill: empty, or still what the previous CEP filled); what the
 * person typed is kept, and so is a state chosen otherwise. Unknown, or the lookup unavailable (the service failed or
 * timed out, the rate limit, no network): nothing changes, no message shows and nothing blocks; the person fills in
 * the address.
 */
export function useCepAutofill(values: CepFields & { cep?: string }, apply: (changes: CepFields) => void): void {
  const digits = onlyDigits(values.cep ?? '');
  // The CEP the form opened with, the latest values and callback (an answer comes after renders), and what the
  // lookups filled so far: a field still holding it is open to the next CEP.
  const kept = useRef({ initial: digits, values, apply, filled: {} as CepFields });
  Object.assign(kept.current, { values, apply });
  useEffect(() => {
    if (digits.length !== 8 || digits === kept.current.initial) return;
    let live = true;
    void lookupCepAddress(digits).then((found) => {
      if (!live || found.status !== 'found') return;
      const now = kept.current;
      const changes = cepFill(now.values, found.address, now.filled);
      now.filled = { ...now.filled, ...changes };
      now.apply(changes);
    });
    return () => {
      live = false;
    };
  }, [digits]);
}
