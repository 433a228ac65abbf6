import { useEffect, useRef, useState } from 'react';
import { lightApi } from '../../client/light-fetch';
import { shopLabel as t } from '../../client/shop/shop-labels';
import { STATES } from '../../lib/br-places';
import { maskCep, onlyDigits } from '../../lib/digits';
import { loadMunicipalities } from '../../lib/load-municipalities';
import type { CepAddress } from '../../lib/shop/cep-regions';
import { Field } from './Field';

export type Values = Record<string, string>;
export type Errors = Partial<Record<string, string>>;

type Props = {
  prefix: string;
  values: Values;
  errors: Errors;
  onChange: (changes: Values) => void;
  withRecipient?: boolean;
};

/** The municipalities of the chosen state, loaded when it changes (the list is fetched on demand). */
function useMunicipalities(state: string): string[] | null {
  const [names, setNames] = useState<string[] | null>(null);
  useEffect(() => {
    let live = true;
    setNames(null);
    if (state) void loadMunicipalities(state).then((list) => live && setNames(list), () => live && setNames([]));
    return () => {
      live = false;
    };
  }, [state]);
  return names;
}

/**
 * A delivery address: recipient (optional here), CEP masked 00000-000 that fills street, district, state and city
 * through GET /api/cep/:cep (a failed lookup leaves the fields for the person to fill), number, complement, and the
 * state and municipality selects.
 */
export function AddressFields({ prefix, values, errors, onChange, withRecipient = true }: Props) {
  const cities = useMunicipalities(values.state ?? '');
  const looked = useRef('');
  const cep = onlyDigits(values.cep ?? '');
  useEffect(() => {
    if (cep.length !== 8 || looked.current === cep) return;
    looked.current = cep;
    const controller = new AbortController();
    void lightApi<CepAddress>('GET', `/api/cep/${cep}`).then((result) => {
      if (!result.ok || controller.signal.aborted) return;
      const { street, district, city, state } = result.data;
      onChange({ street: street || values.street, district: district || values.district, state: state || values.state, city: city || values.city });
    });
    return () => controller.abort();
  }, [cep]);
  const text = (name: string, label: string, autoComplete?: string, hint?: string) => (
    <Field id={`${prefix}-${name}`} label={label} error={errors[name]} hint={hint}>
      {(attrs) => (
        <input
          {...attrs}
          name={name}
          autoComplete={autoComplete}
          value={values[name] ?? ''}
          onChange={(event) => onChange({ [name]: name === 'cep' ? maskCep(event.target.value) : event.target.value })}
          inputMode={name === 'cep' ? 'numeric' : undefined}
          placeholder={name === 'cep' ? '00000-000' : undefined}
        />
      )}
    </Field>
  );
  return (
    <div className="checkout-address-fields">
      {withRecipient && text('recipient', t('acc_field_recipient'), 'name')}
      {text('cep', t('acc_field_cep'), 'postal-code', t('checkout_cep_hint'))}
      {text('street', t('acc_field_street'), 'address-line1')}
      <div className="field-row">
        {text('number', t('acc_field_number'))}
        {text('complement', t('acc_field_complement'), 'address-line2')}
      </div>
      {text('district', t('acc_field_district'), 'address-level3')}
      <div className="field-row">
        <Field id={`${prefix}-state`} label={t('acc_field_state')} error={errors.state}>
          {(attrs) => (
            <select {...attrs} name="state" autoComplete="address-level1" value={values.state ?? ''} onChange={(event) => onChange({ state: event.target.value, city: '' })}>
              <option value="">{t('acc_state_placeholder')}</option>
              {STATES.map((state) => <option key={state.code} value={state.code}>{state.name}</option>)}
            </select>
          )}
        </Field>
        <Field id={`${prefix}-city`} label={t('acc_field_city')} error={errors.city}>
          {(attrs) => (
            <select {...attrs} name="city" autoComplete="address-level2" value={values.city ?? ''} disabled={!values.state || !cities} onChange={(event) => onChange({ city: event.target.value })}>
              <option value="">{!values.state ? t('acc_city_needs_state') : cities ? t('acc_city_placeholder') : t('loading')}</option>
              {values.city && cities && !cities.includes(values.city) && <option value={values.city}>{values.city}</option>}
              {cities?.map((name) => <option key={name} value={name}>{name}</option>)}
            </select>
          )}
        </Field>
      </div>
    </div>
  );
}
