import { ObjectHistory } from '@/components/audit/object-history';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  isOnLoan,
  productFormSchema,
  productFormToDraft,
  productToFormValues,
  statusChangeRefusal,
  type ProductFormInput,
  type ProductFormValues,
} from '@unlimited/domain';
import type { AdminProduct } from '../api/get-product-loans';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useUpdateProduct, type ProductPatch } from '../api/update-product';
import { editPhotoSuffix, useUploadProductPhoto } from '../api/upload-product-photo';
import { photoItemFromUrl, type PhotoItem } from './photo-manager';
import { reasonOf } from './error-reason';
import { LoanHolder } from './loan-holder';
import { ProductFormFields } from './product-form-fields';
import { ProductQueue } from './product-queue';

function EditProductForm({ product, onDone }: { product: AdminProduct; onDone: () => void }) {
  const updateProduct = useUpdateProduct();
  const uploadPhoto = useUploadProductPhoto();
  const form = useForm<ProductFormInput, unknown, ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: productToFormValues(product),
  });
  const [photos, setPhotos] = useState<PhotoItem[]>(() => product.photos.map(photoItemFromUrl));
  const [showPreview, setShowPreview] = useState(false);
  const [saving, setSaving] = useState(false);

  async function save(values: ProductFormValues) {
    // Said at the field, before any photo is uploaded (updateProduct and the rules refuse it too).
    const statusProblem = statusChangeRefusal(product, values.status);
    if (statusProblem !== null) {
      form.setError('status', { message: statusProblem }, { shouldFocus: true });
      toast.error('Failed to update product', { description: statusProblem });
      return;
    }
    setSaving(true);
    try {
      // New files are uploaded one by one once the rest of the data is ready; a unique
      // suffix keeps a new photo from overwriting one still in use.
      const urls: string[] = [];
      for (const [index, item] of photos.entries()) {
        if (!item.file) {
          urls.push(item.src);
          continue;
        }
        try {
          urls.push(await uploadPhoto(product.id, editPhotoSuffix(index + 1), item.file));
        } catch {
          toast.error(`Failed to upload image ${index + 1}: ${item.file.name}`);
        }
      }
      const draft = productFormToDraft({ ...values, photos: urls });
      const patch: ProductPatch = { ...draft };
      if (isOnLoan(product)) {
        // The order owns a loaned bag's borrow fields; the form does not show them.
        delete patch.borrow_status;
        delete patch.return_date;
      } else {
        patch.return_date = null;
      }
      await updateProduct(product, patch);
      toast.success(`Product "${draft.title}" updated successfully!`);
      onDone();
    } catch (error) {
      toast.error(`Failed to update product: ${reasonOf(error)}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="mt-4 flex flex-col gap-6">
      <ProductFormFields
        form={form}
        photos={photos}
        onPhotosChange={setPhotos}
        showPreview={showPreview}
        previewPlaceholder='Click "Show Preview" to see how your changes will appear.'
        loanedStatus={isOnLoan(product) ? product.borrow_status : null}
        loanHolder={product.borrower !== null ? <LoanHolder uid={product.borrower} /> : null}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={() => setShowPreview((v) => !v)}>
          {showPreview ? 'Hide Preview' : 'Show Preview'}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Updating...' : 'Update Product'}
        </Button>
      </div>
    </form>
  );
}

/** The 'Edit Product' dialog; open while `product` is set. */
export function EditProductDialog({
  product,
  onClose,
}: {
  product: AdminProduct | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      {product && (
        <DialogContent title="Edit Product" width="5xl">
          <EditProductForm key={product.id} product={product} onDone={onClose} />
          <div className="mt-6 border-t border-neutral-200 pt-4 dark:border-neutral-800">
            <ProductQueue productId={product.id} />
          </div>
          <div className="mt-6 border-t border-neutral-200 pt-4 dark:border-neutral-800">
            <ObjectHistory objectType="product" objectId={product.id} />
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
