import { useMemo } from 'react';
import { cityPlaceholder } from '../../client/address/municipalities';
import { useCepAutofill } from '../../client/address/use-cep-autofill';
import { useMunicipalities } from '../../client/address/use-municipalities';
import { useT } from '../../client/use-t';
import { maskCep } from '../../lib/br-documents';
import { STATES } from '../../lib/br-places';
import TextField from '../form/TextField';
import SelectField from '../form/SelectField';
import type { FieldProps } from './use-account-form';
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
 * typed in full fills the fields the person left open (src/client/address: cepFill).
 */
export default function AddressFields({ field, values, set }: Props) {
  const t = useT();
  const municipalities = useMunicipalities(values.state);
  const names = typeof municipalities === 'string' ? null : municipalities;
  const cities = useMemo(() => (names ?? []).map((name) => ({ value: name, label: name })), [names]);
  const cep = field('cep');
  const state = field('state');
  useCepAutofill(values, (changes) => {
    for (const [name, value] of Object.entries(changes)) set(name as AddressKey, value, { touch: false });
  });
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
          placeholder={t(cityPlaceholder(values.state, municipalities))}
          options={cities}
          required
          disabled={!names}
          autoComplete="address-level2"
          {...field('city')}
        />
      </div>
    </>
  );
}
