import { UnsubscribePage } from '@/features/unsubscribe/components/unsubscribe-page';

export default function UnsubscribeRoute() {
  return <UnsubscribePage />;
}
