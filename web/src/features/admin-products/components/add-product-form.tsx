import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  PRODUCT_FORM_DEFAULTS,
  productFormSchema,
  productFormToDraft,
  validateProductCreate,
  type ProductFormInput,
  type ProductFormValues,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useSession } from '@/lib/session/session';
import { useCreateProduct } from '../api/create-product';
import { usePhotoUploads } from '../api/photo-uploads';
import { clearProductDraft, loadProductDraft, saveProductDraft } from '../hooks/use-product-draft';
import type { PhotoItem } from './photo-manager';
import { reasonOf } from './error-reason';
import { ProductFormFields } from './product-form-fields';

/** Said on the form when uploads are off: what creating a product still does. */
export const CREATE_WITHOUT_PHOTOS =
  'You can still create the product without photos: it is saved as Hidden, as only a product with a photo can be Active.';

/** Said after creating an Active product that has no photo. */
export const SAVED_HIDDEN_WITHOUT_PHOTOS = 'The product has no photo, so it was saved as Hidden';

/** The toast of a failed create check: replaced by the next one, gone once created. */
const CHECK_TOAST = 'create-product-check';

/** The Add New Product tab: the form, Save Draft, live preview and the create flow. */
export function AddProductForm({ onCreated }: { onCreated?: () => void }) {
  const session = useSession();
  const createProduct = useCreateProduct();
  const uploads = usePhotoUploads();
  const [restored, setRestored] = useState(() => loadProductDraft());
  const form = useForm<ProductFormInput, unknown, ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: restored ?? PRODUCT_FORM_DEFAULTS,
  });
  const [photos, setPhotos] = useState<PhotoItem[]>([]);
  const [showPreview, setShowPreview] = useState(false);
  const [creating, setCreating] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);

  async function create(values: ProductFormValues) {
    setCreating(true);
    try {
      const files = photos.flatMap((p) => (p.file ? [p.file] : []));
      const result = await createProduct({
        draft: productFormToDraft({ ...values, photos: [] }),
        files,
        onUploadError: (n, file) => toast.error(`Failed to upload image ${n}: ${file.name}`),
      });
      toast.dismiss(CHECK_TOAST);
      toast.success(`Product "${result.title}" created successfully!`);
      if (result.keptHidden) {
        toast.warning(
          files.length === 0
            ? SAVED_HIDDEN_WITHOUT_PHOTOS
            : 'No photo could be uploaded, so the product was saved as Hidden',
        );
      }
      form.reset(PRODUCT_FORM_DEFAULTS);
      setPhotos([]);
      clearProductDraft();
      setRestored(null);
      onCreated?.();
    } catch (error) {
      toast.error(`Failed to create product: ${reasonOf(error)}`);
    } finally {
      setCreating(false);
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = form.getValues();
    // The spec's create checks come first, in their order; then the schema's messages.
    const problem = validateProductCreate({
      signedIn: session.status === 'signed-in',
      photoCount: photos.length,
      photosRequired: uploads.state !== 'unavailable',
      title: values.title,
      brand: values.brand,
      description: values.description,
      categories: values.categories ?? [],
    });
    setCheckError(problem);
    if (problem) {
      toast.error(problem, { id: CHECK_TOAST });
      // Each field that is missing or wrong says so, and the first one takes focus.
      void form.trigger(undefined, { shouldFocus: true });
      return;
    }
    toast.dismiss(CHECK_TOAST);
    void form.handleSubmit(create)();
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Add New Product"
      className="flex flex-col gap-6"
    >
      {restored && (
        <p className="flex items-center gap-3 rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">
          Restored your saved draft (photos are not saved with drafts).
          <button
            type="button"
            className="underline"
            onClick={() => {
              clearProductDraft();
              setRestored(null);
              form.reset(PRODUCT_FORM_DEFAULTS);
            }}
          >
            Discard draft
          </button>
        </p>
      )}
      <ProductFormFields
        form={form}
        photos={photos}
        onPhotosChange={setPhotos}
        showPreview={showPreview}
        previewPlaceholder='Click "Show Preview" to see how your product will appear to customers'
        uploadsOffNote={CREATE_WITHOUT_PHOTOS}
      />
      <FormAlert>{checkError}</FormAlert>
      <div className="flex flex-wrap justify-end gap-3">
        <Button
          variant="outline"
          onClick={() => {
            saveProductDraft(form.getValues());
            toast.success('Draft saved');
          }}
        >
          Save Draft
        </Button>
        <Button variant="outline" onClick={() => setShowPreview((v) => !v)}>
          {showPreview ? 'Hide Preview' : 'Show Preview'}
        </Button>
        <Button type="submit" disabled={creating}>
          {creating ? 'Creating Product...' : 'Create Product'}
        </Button>
      </div>
    </form>
  );
}
