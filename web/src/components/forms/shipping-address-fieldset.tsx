import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { US_STATES } from '@unlimited/domain';
import { InputField, SelectField } from '@/components/ui/field';

type AddressField = 'full_name' | 'phone' | 'line1' | 'line2' | 'city' | 'state' | 'postal_code';

/** The form's errors under `shipping_address` (react-hook-form's nested errors fit). */
export type ShippingAddressErrors = Partial<Record<AddressField, { message?: string }>>;

/**
 * The "Shipping Address" fieldset of a form whose values hold `shipping_address`
 * (domain `shippingAddressSchema`): the same fields, labels and autofill everywhere an
 * address is typed (the account page, account creation). The state is chosen from the
 * 50 states and DC, the only ones the schema and `firestore.rules` accept.
 */
export function ShippingAddressFieldset<T extends FieldValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: ShippingAddressErrors | undefined;
}) {
  const field = (name: AddressField) => ({
    error: errors?.[name]?.message,
    ...register(`shipping_address.${name}` as Path<T>),
  });
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-display text-xl">Shipping Address</legend>
      <InputField label="Full name" autoComplete="shipping name" {...field('full_name')} />
      <InputField label="Phone" type="tel" autoComplete="shipping tel" {...field('phone')} />
      <InputField
        label="Street address"
        autoComplete="shipping address-line1"
        {...field('line1')}
      />
      <InputField
        label="Address line 2"
        autoComplete="shipping address-line2"
        {...field('line2')}
      />
      <InputField label="City" autoComplete="shipping address-level2" {...field('city')} />
      {/* A list, not free text: only the 50 states and DC pass (domain US_STATES). */}
      <SelectField label="State" autoComplete="shipping address-level1" {...field('state')}>
        <option value="">Select a state</option>
        {US_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </SelectField>
      <InputField label="ZIP code" autoComplete="shipping postal-code" {...field('postal_code')} />
    </fieldset>
  );
}
