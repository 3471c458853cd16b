import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS, type OrderStatus } from '@unlimited/domain';
import { Badge } from '@/components/ui/badge';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={ORDER_STATUS_COLORS[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
