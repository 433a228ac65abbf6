import { useEffect, useRef } from 'react';
import { lookupAddress } from '../../client/cep-lookup';
import { onlyDigits } from '../../lib/br-documents';
import type { CepAddress } from '../../lib/shop/cep-regions';

/**
 * Looks a CEP up once it has 8 digits and was typed (not the one the form opened with), and hands the address
 * over. A failed or unknown lookup hands nothing: the form stays for the person to fill; it never blocks.
 */
export function useCepAutofill(cep: string, fill: (address: CepAddress) => void): void {
  const digits = onlyDigits(cep);
  const initial = useRef(digits);
  const fillRef = useRef(fill);
  fillRef.current = fill;
  useEffect(() => {
    if (digits.length !== 8 || digits === initial.current) return;
    const controller = new AbortController();
    void lookupAddress(digits, controller.signal).then((address) => {
      if (address && !controller.signal.aborted) fillRef.current(address);
    });
    return () => controller.abort();
  }, [digits]);
}
