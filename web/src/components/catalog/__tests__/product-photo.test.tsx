import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductPhoto } from '@/components/catalog/product-photo';
import { photoVariants } from '@/lib/photo-variants';

describe('product photos', () => {
  it('offers a seed photo as AVIF and WebP at 400 and 800 px, the JPEG as fallback', () => {
    const { container } = render(
      <ProductPhoto src="/seed-photos/abc-1.jpg" alt="Chanel Classic Flap" sizes="50vw" />,
    );
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      '/seed-photos/abc-1-400.avif 400w, /seed-photos/abc-1-800.avif 800w',
    );
    expect(sources[1]).toHaveAttribute('sizes', '50vw');
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/seed-photos/abc-1.jpg');
    // A square box reserved before the photo loads.
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '800');
  });

  it('shows any other photo as the single file it is', () => {
    const url = 'https://firebasestorage.googleapis.com/v0/b/x/o/products%2Fa-1.jpg?alt=media';
    expect(photoVariants(url)).toBeNull();
    const { container } = render(<ProductPhoto src={url} alt="" sizes="50vw" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', url);
  });
});
