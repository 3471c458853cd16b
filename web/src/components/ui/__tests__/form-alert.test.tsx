import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormAlert } from '@/components/ui/form-alert';

describe('FormAlert', () => {
  it('announces its message as an alert that a control can point at', () => {
    render(
      <>
        <input aria-label="Code" aria-describedby="code-error" />
        <FormAlert id="code-error">That code has expired.</FormAlert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('That code has expired.');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      'That code has expired.',
    );
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty message', ''],
    ['false', false],
  ])('renders nothing for %s', (_, message) => {
    const { container } = render(<FormAlert>{message}</FormAlert>);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
