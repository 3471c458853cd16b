import { describe, expect, it } from 'vitest';
import { stampedWriter } from '../client-writes';

describe('stampedWriter', () => {
  const stamped = { title: 'Kelly 28', updated_by: 'admin-1', edit_id: 'edit-0001' };

  it('names the admin of a write whose edit id is new (a create or an admin update)', () => {
    expect(stampedWriter(null, stamped)).toBe('admin-1');
    expect(stampedWriter({ ...stamped, edit_id: 'edit-0000' }, stamped)).toBe('admin-1');
  });

  it('names nobody for a server write that kept the stamp, an unstamped write or a delete', () => {
    expect(stampedWriter(stamped, { ...stamped, rank: 'AB' })).toBeNull();
    expect(stampedWriter(null, { title: 'Imported bag' })).toBeNull();
    expect(stampedWriter(stamped, null)).toBeNull();
    expect(stampedWriter(null, { ...stamped, updated_by: '' })).toBeNull();
  });
});
