import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { Reveal } from '@/components/ui/reveal';
import { setInView } from '@/testing/browser-stubs';

function Sections() {
  return (
    <>
      <Reveal aria-label="On screen">first</Reveal>
      <Reveal aria-label="Below the fold">second</Reveal>
    </>
  );
}

it('keeps prerendered sections that are already on screen, and reveals the others on scroll', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Sections />);
  document.body.append(container);
  const [onScreen, below] = [...container.querySelectorAll('section')] as HTMLElement[];
  // The HTML shows both sections as they are: no hidden state before the scripts run.
  expect(onScreen).not.toHaveClass('opacity-0');
  expect(below).not.toHaveClass('opacity-0');
  vi.spyOn(below!, 'getBoundingClientRect').mockReturnValue({
    top: window.innerHeight + 400,
  } as DOMRect);

  render(<Sections />, { container, hydrate: true });

  expect(onScreen).toHaveAttribute('data-reveal', 'shown');
  expect(onScreen).not.toHaveClass('opacity-0');
  expect(below).toHaveAttribute('data-reveal', 'waiting');
  expect(below).toHaveClass('opacity-0');

  act(() => setInView(below!));
  expect(below).toHaveAttribute('data-reveal', 'shown');
  expect(below).toHaveClass('opacity-100');
});
