import { useMemo } from 'react';
import { useT } from '../../client/use-t';
import { maskCep } from '../../lib/br-documents';
import { STATES } from '../../lib/br-places';
import TextField from '../form/TextField';
import SelectField from '../form/SelectField';
import type { FieldProps } from './use-account-form';
import { useCepAutofill } from './use-cep-autofill';
import { useMunicipalities } from './use-municipalities';
import './profile.css';

/** The address fields shared by the registration and the address form. */
export type AddressKey = 'cep' | 'street' | 'number' | 'complement' | 'district' | 'state' | 'city';

type Props = {
  field: (name: AddressKey) => FieldProps;
  values: Record<AddressKey, string>;
  set: (name: AddressKey, value: string, options?: { touch?: boolean }) => void;
};

const STATE_OPTIONS = STATES.map((state) => ({ value: state.code, label: state.name }));

/**
 * CEP (masked 00000-000), street, number, complement, district, state (the 27 UFs) and city (the municipalities
 * of the chosen state, loaded on demand; disabled until they are there, cleared when the state changes). A CEP
 * typed in full fills the street, district, state and city the person has left empty.
 */
export default function AddressFields({ field, values, set }: Props) {
  const t = useT();
  const municipalities = useMunicipalities(values.state);
  const cities = useMemo(() => (municipalities ?? []).map((name) => ({ value: name, label: name })), [municipalities]);
  const cep = field('cep');
  const state = field('state');
  useCepAutofill(values.cep, (address) => {
    // A state already chosen otherwise wins: then neither it nor a city of another state is filled in.
    const sameState = !values.state || values.state === address.state;
    const found: [AddressKey, string][] = [
      ['street', address.street],
      ['district', address.district],
      ['state', sameState ? address.state : ''],
      ['city', sameState ? address.city : ''],
    ];
    for (const [name, value] of found) if (value && !values[name]) set(name, value, { touch: false });
  });
  let cityPlaceholder = t('acc_city_placeholder');
  if (!values.state) cityPlaceholder = t('acc_city_needs_state');
  else if (!municipalities) cityPlaceholder = t('loading');
  return (
    <>
      <div className="field-grid">
        <TextField
          label={t('acc_field_cep')}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          {...cep}
          onChange={(value) => cep.onChange(maskCep(value))}
        />
        <TextField label={t('acc_field_number')} required {...field('number')} />
      </div>
      <TextField label={t('acc_field_street')} required autoComplete="address-line1" {...field('street')} />
      <div className="field-grid">
        <TextField
          label={t('acc_optional', undefined, { field: t('acc_field_complement') })}
          autoComplete="address-line2"
          {...field('complement')}
        />
        <TextField label={t('acc_field_district')} required {...field('district')} />
      </div>
      <div className="field-grid">
        <SelectField
          label={t('acc_field_state')}
          placeholder={t('acc_state_placeholder')}
          options={STATE_OPTIONS}
          required
          autoComplete="address-level1"
          {...state}
          onChange={(value) => {
            state.onChange(value);
            // Another state has other municipalities: the city is chosen again.
            if (value !== values.state && values.city) set('city', '', { touch: false });
            // A CEP already typed must be of the new state: its message (on the CEP) shows at once.
            if (value !== values.state && values.cep) set('cep', values.cep);
          }}
        />
        <SelectField
          label={t('acc_field_city')}
          placeholder={cityPlaceholder}
          options={cities}
          required
          disabled={!municipalities}
          autoComplete="address-level2"
          {...field('city')}
        />
      </div>
    </>
  );
}
