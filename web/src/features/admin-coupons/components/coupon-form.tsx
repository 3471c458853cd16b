import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { CreateCouponInput, CreateCouponValues } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { InputField, SelectField } from '@/components/ui/field';
import { callableErrorMessage } from '@/lib/callable';
import { createCouponInputSchema, useCreateCoupon } from '../api/manage-coupons';

const EMPTY: CreateCouponInput = {
  code: '',
  kind: 'percent',
  percentOff: '',
  amountOff: '',
  duration: 'once',
  durationInMonths: '',
  maxRedemptions: '',
  expiresOn: '',
};

/** The New Coupon form: every field checked by the schema `createCoupon` uses. */
export function CouponForm({ onCreated }: { onCreated: () => void }) {
  const create = useCreateCoupon();
  const form = useForm<CreateCouponInput, unknown, CreateCouponValues>({
    resolver: zodResolver(createCouponInputSchema),
    defaultValues: EMPTY,
  });
  const [kind, duration] = useWatch({ control: form.control, name: ['kind', 'duration'] });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { code } = await create(values);
      toast.success(`Coupon ${code} created`);
      form.reset(EMPTY);
      onCreated();
    } catch (failure) {
      const message = callableErrorMessage(
        failure,
        'Failed to create the coupon. Please try again.',
      );
      form.setError('code', { message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
      <InputField
        label="Code"
        hint="Members type this at checkout. Letters, numbers, - and _."
        autoCapitalize="characters"
        error={errors.code?.message}
        {...form.register('code')}
      />
      <SelectField label="Discount" error={errors.kind?.message} {...form.register('kind')}>
        <option value="percent">Percent off</option>
        <option value="amount">Amount off</option>
      </SelectField>
      {kind === 'percent' ? (
        <InputField
          label="Percent off"
          inputMode="numeric"
          error={errors.percentOff?.message}
          {...form.register('percentOff')}
        />
      ) : (
        <InputField
          label="Amount off (USD)"
          inputMode="decimal"
          error={errors.amountOff?.message}
          {...form.register('amountOff')}
        />
      )}
      <SelectField label="Duration" error={errors.duration?.message} {...form.register('duration')}>
        <option value="once">First month only</option>
        <option value="repeating">Several months</option>
        <option value="forever">Every month</option>
      </SelectField>
      {duration === 'repeating' && (
        <InputField
          label="Months"
          inputMode="numeric"
          error={errors.durationInMonths?.message}
          {...form.register('durationInMonths')}
        />
      )}
      <InputField
        label="Redemption limit (optional)"
        inputMode="numeric"
        hint="Leave blank for no limit."
        error={errors.maxRedemptions?.message}
        {...form.register('maxRedemptions')}
      />
      <InputField
        label="Expires on (optional)"
        type="date"
        hint="The code works until the end of this day (UTC)."
        error={errors.expiresOn?.message}
        {...form.register('expiresOn')}
      />
      <div className="flex justify-end gap-3">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Creating...' : 'Create Coupon'}
        </Button>
      </div>
    </form>
  );
}
