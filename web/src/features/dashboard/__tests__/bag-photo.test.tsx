import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import placeholderPhoto from '@/assets/bag-placeholder.svg';
import { BagPhoto } from '@/features/dashboard/components/bag-photo';

describe('the photo of a bag in the rotation', () => {
  it('shows the whole bag in a fixed square frame on a neutral background, named once by brand', () => {
    render(
      <div className="flex">
        <BagPhoto
          src="https://storage.example.test/products/flap-1-1.svg"
          brand="Chanel"
          name="Chanel Classic Flap Medium"
        />
      </div>,
    );
    const photo = screen.getByRole('img', { name: 'Chanel Classic Flap Medium' });
    // Contained, never cropped; a square that a tall card cannot stretch.
    expect(photo).toHaveClass('object-contain', 'aspect-square', 'self-start', 'bg-neutral-100');
    expect(photo).not.toHaveClass('object-cover');
  });

  it('shows the placeholder when the photo does not load', () => {
    render(<BagPhoto src="https://example.test/gone.jpg" brand="Hermès" name="Birkin 30" />);
    fireEvent.error(screen.getByRole('img', { name: 'Hermès Birkin 30' }));
    expect(
      screen.getByRole('img', { name: 'Hermès Birkin 30: photo unavailable' }),
    ).toHaveAttribute('src', placeholderPhoto);
  });
});
