import { OutboxList } from '@/features/admin-outbox/components/outbox-list';

export default function AdminOutboxRoute() {
  return <OutboxList />;
}
