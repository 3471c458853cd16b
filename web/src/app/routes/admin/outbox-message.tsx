import { useParams } from 'react-router-dom';
import { OutboxMessage } from '@/features/admin-outbox/components/outbox-message';

export default function AdminOutboxMessageRoute() {
  const { mailId = '' } = useParams();
  return <OutboxMessage key={mailId} id={mailId} />;
}
