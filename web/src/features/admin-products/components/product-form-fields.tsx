import type { ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  ACCESS_LEVELS,
  ACCESS_LEVEL_LABELS,
  ADMIN_BORROW_STATUSES,
  BAG_ON_LOAN,
  CATEGORIES,
  KNOWN_BRANDS,
  PRODUCT_STATUSES,
  RANKS,
  RANK_LABELS,
  detectBrand,
  parseDollarsToCents,
  type BorrowStatus,
  type ProductFormInput,
  type ProductFormValues,
} from '@unlimited/domain';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { PhotoManager, type PhotoItem } from './photo-manager';
import { ProductPreview, type PreviewProduct } from './product-preview';
import { TagsInput } from './tags-input';

export type ProductForm = UseFormReturn<ProductFormInput, unknown, ProductFormValues>;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-4 border-t border-neutral-200 pt-4 dark:border-neutral-800"
    >
      <h3 className="text-sm font-semibold tracking-wide uppercase text-neutral-500">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The borrow statuses an admin may pick for a bag nobody holds, plus the one it has if
 * that is another (so an old Borrowed bag without an order still shows what it is).
 */
function borrowChoices(current: BorrowStatus | undefined): BorrowStatus[] {
  const choices: BorrowStatus[] = [...ADMIN_BORROW_STATUSES];
  if (current !== undefined && !choices.includes(current)) choices.push(current);
  return choices;
}

/** The live preview's view of the form, before validation. */
export function previewFromForm(
  values: ProductFormInput,
  photos: readonly PhotoItem[],
): PreviewProduct {
  return {
    title: (values.title ?? '').trim(),
    brand: (values.brand ?? '').trim(),
    style: values.style?.trim() || null,
    rank: values.rank ?? 'A',
    size: values.size?.trim() || null,
    price: parseDollarsToCents(values.price) ?? Number.NaN,
    status: values.status ?? 'Hidden',
    description: values.description ?? '',
    photos: photos.map((p) => p.src).filter(Boolean),
    categories: values.categories ?? [],
    tags: values.tags ?? [],
    access_levels: values.access_levels ?? 'Any',
  };
}

/**
 * Every section of the product form (create and edit): basic info, pricing and status,
 * rank and size, access management (a bag on loan shows its borrow status, which follows its order), description,
 * photos, categories and tags, and the live preview.
 */
export function ProductFormFields({
  form,
  photos,
  onPhotosChange,
  showPreview,
  previewPlaceholder,
  loanedStatus = null,
  loanHolder,
  uploadsOffNote,
}: {
  form: ProductForm;
  photos: readonly PhotoItem[];
  onPhotosChange: (items: PhotoItem[]) => void;
  showPreview: boolean;
  previewPlaceholder: string;
  /** The borrow status of a bag on loan (it follows the member's order), else `null`. */
  loanedStatus?: BorrowStatus | null;
  /** Who holds a bag on loan (shown under its borrow status). */
  loanHolder?: ReactNode;
  /** Said under the photos when uploads are off (see PhotoManager). */
  uploadsOffNote?: string;
}) {
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  const values = useWatch({ control }) as ProductFormInput;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-6">
        <Section title="Basic Information">
          <InputField
            label="Product Title"
            error={errors.title?.message}
            {...register('title', {
              onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
                if (getValues('brand').trim() !== '') return;
                const brand = detectBrand(e.target.value);
                if (brand) setValue('brand', brand, { shouldDirty: true });
              },
            })}
          />
          <InputField
            label="Brand"
            list="known-brands"
            error={errors.brand?.message}
            {...register('brand')}
          />
          <datalist id="known-brands">
            {KNOWN_BRANDS.map((b) => (
              <option key={b} value={b} />
            ))}
          </datalist>
          <InputField label="Style/Model (optional)" {...register('style')} />
        </Section>

        <Section title="Pricing & Inventory">
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              label="Price (USD)"
              inputMode="decimal"
              error={errors.price?.message}
              {...register('price')}
            />
            <SelectField
              label="Inventory Status"
              error={errors.status?.message}
              {...register('status')}
            >
              {PRODUCT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </SelectField>
          </div>
        </Section>

        <Section title="Rank & Size">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label="Rank" error={errors.rank?.message} {...register('rank')}>
              {RANKS.map((r) => (
                <option key={r} value={r}>
                  {r} ({RANK_LABELS[r]})
                </option>
              ))}
            </SelectField>
            <InputField label="Size (optional)" {...register('size')} />
          </div>
        </Section>

        <Section title="Access Level Management">
          <div className="grid gap-4 sm:grid-cols-2">
            {loanedStatus === null ? (
              <SelectField
                label="Borrow Status"
                error={errors.borrow_status?.message}
                hint="Borrowed and Swapping follow members' orders."
                {...register('borrow_status')}
              >
                {borrowChoices(form.formState.defaultValues?.borrow_status).map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </SelectField>
            ) : (
              <div>
                <p className="text-sm font-medium">Borrow Status</p>
                <p className="mt-1 text-sm">{loanedStatus}</p>
                {loanHolder}
                <p className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">{BAG_ON_LOAN}</p>
              </div>
            )}
            <SelectField
              label="Access Level"
              error={errors.access_levels?.message}
              {...register('access_levels')}
            >
              {ACCESS_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {ACCESS_LEVEL_LABELS[l]}
                </option>
              ))}
            </SelectField>
          </div>
        </Section>

        <Section title="Description">
          <TextareaField
            label="Description"
            error={errors.description?.message}
            {...register('description')}
          />
        </Section>

        <Section title="Photos">
          <PhotoManager items={photos} onChange={onPhotosChange} uploadsOffNote={uploadsOffNote} />
        </Section>

        <Section title="Categories & Tags">
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">Categories</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {CATEGORIES.map((c) => (
                <label key={c} className="inline-flex items-center gap-2 text-sm">
                  <input type="checkbox" value={c} {...register('categories')} />
                  {c}
                </label>
              ))}
            </div>
            {errors.categories?.message && <FormAlert>{errors.categories.message}</FormAlert>}
          </fieldset>
          <Controller
            control={control}
            name="tags"
            render={({ field }) => (
              <TagsInput value={field.value ?? []} onChange={field.onChange} />
            )}
          />
        </Section>
      </div>

      <aside
        aria-label="Product Preview"
        className="flex flex-col gap-3 lg:sticky lg:top-4 lg:self-start"
      >
        <h3 className="font-display text-lg">Product Preview</h3>
        {showPreview ? (
          <ProductPreview product={previewFromForm(values, photos)} />
        ) : (
          <p className="rounded-xl border border-dashed border-neutral-300 p-6 text-sm text-neutral-500 dark:border-neutral-700">
            {previewPlaceholder}
          </p>
        )}
      </aside>
    </div>
  );
}
