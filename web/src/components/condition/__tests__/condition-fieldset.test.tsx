import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConditionFieldset } from '../condition-fieldset';
import { EMPTY_CONDITION, type ConditionValues } from '../condition-fields';
import { uploadConditionPhoto } from '../upload-condition-photo';

vi.mock('@/lib/firebase-storage', () => ({ storage: {} }));
vi.mock('../upload-condition-photo', () => ({ uploadConditionPhoto: vi.fn() }));

function Harness() {
  const [value, setValue] = useState<ConditionValues>(EMPTY_CONDITION);
  return <ConditionFieldset stage="dispatch" orderId="o1" value={value} onChange={setValue} />;
}

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

beforeEach(() => {
  vi.mocked(uploadConditionPhoto)
    .mockReset()
    .mockImplementation(async (_s, _o, _stage, file) => `https://img.test/${file.name}`);
});

describe('Condition photo upload', () => {
  it('adds every chosen photo and says how many', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText(/upload/i), [photo('a.jpg'), photo('b.jpg')]);
    expect(await screen.findByText('2 photo(s) added.')).toBeVisible();
    expect(screen.getByLabelText('Condition photo addresses')).toHaveValue(
      'https://img.test/a.jpg\nhttps://img.test/b.jpg',
    );
  });

  it('says which photo failed and why, keeping those uploaded before it', async () => {
    vi.mocked(uploadConditionPhoto)
      .mockResolvedValueOnce('https://img.test/a.jpg')
      .mockRejectedValueOnce(new Error('Images must be 5 MB or smaller'));
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText(/upload/i), [photo('a.jpg'), photo('big.jpg')]);
    expect(
      await screen.findByText(
        '1 photo(s) added; "big.jpg" could not be uploaded: Images must be 5 MB or smaller',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Condition photo addresses')).toHaveValue(
      'https://img.test/a.jpg',
    );
  });
});
