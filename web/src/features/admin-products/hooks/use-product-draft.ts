/**
 * The Add New Product form's saved draft, kept in localStorage (photos are files and are
 * not kept). Invalid or foreign data reads as no draft.
 */
import { PRODUCT_FORM_DEFAULTS, type ProductFormInput } from '@unlimited/domain';

export const PRODUCT_DRAFT_STORAGE_KEY = 'unlimited.admin.productDraft';

export function loadProductDraft(): ProductFormInput | null {
  try {
    const raw = window.localStorage.getItem(PRODUCT_DRAFT_STORAGE_KEY);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft = { ...PRODUCT_FORM_DEFAULTS, ...parsed } as ProductFormInput;
    if (typeof draft.title !== 'string' || typeof draft.brand !== 'string') return null;
    if (typeof draft.description !== 'string') return null;
    return { ...draft, photos: [] };
  } catch {
    return null;
  }
}

export function saveProductDraft(values: ProductFormInput): void {
  window.localStorage.setItem(PRODUCT_DRAFT_STORAGE_KEY, JSON.stringify({ ...values, photos: [] }));
}

export function clearProductDraft(): void {
  window.localStorage.removeItem(PRODUCT_DRAFT_STORAGE_KEY);
}
