import { cityPlaceholder } from '../../client/address/municipalities';
import { useCepAutofill } from '../../client/address/use-cep-autofill';
import { useMunicipalities } from '../../client/address/use-municipalities';
import { shopLabel as t } from '../../client/shop/shop-labels';
import { STATES } from '../../lib/br-places';
import { maskCep } from '../../lib/digits';
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

/**
 * A delivery address: recipient (optional here), CEP masked 00000-000 that fills the fields the person left open
 * (src/client/address: cepFill; a failed lookup leaves them for the person to fill), number, complement, and the
 * state and municipality selects. The markup is lighter than /conta's form: this is a public page's bundle.
 */
export function AddressFields({ prefix, values, errors, onChange, withRecipient = true }: Props) {
  const municipalities = useMunicipalities(values.state ?? '');
  const cities = typeof municipalities === 'string' ? null : municipalities;
  useCepAutofill(values, onChange);
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
            <select {...attrs} name="city" autoComplete="address-level2" value={values.city ?? ''} disabled={!cities} onChange={(event) => onChange({ city: event.target.value })}>
              <option value="">{t(cityPlaceholder(values.state ?? '', municipalities))}</option>
              {values.city && cities && !cities.includes(values.city) && <option value={values.city}>{values.city}</option>}
              {cities?.map((name) => <option key={name} value={name}>{name}</option>)}
            </select>
          )}
        </Field>
      </div>
    </div>
  );
}
