import { useEffect, useRef } from 'react';
import { onlyDigits } from '../../lib/digits';
import { cepFill, type CepFields } from './cep-fill';
import { lookupCepAddress } from './cep-lookup';

/**
 * Looks the CEP up once it has 8 digits and is not the one the form opened with, and hands over what its address
 * changes (cepFill: the fields the person typed are kept). An unknown CEP or an unavailable lookup hands nothing: the
 * fields stay for the person to fill, nothing blocks and no message shows.
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
