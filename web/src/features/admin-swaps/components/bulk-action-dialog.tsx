import { useState, type ReactNode } from 'react';
import {
  shortOrderId,
  type ConditionStage,
  type Order,
  type UpdateOrderInput,
} from '@unlimited/domain';
import {
  conditionInput,
  EMPTY_CONDITION,
  type ConditionInput,
  type ConditionValues,
} from '@/components/condition/condition-fields';
import { ConditionFieldset } from '@/components/condition/condition-fieldset';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useBulkUpdateOrders, type BulkResult } from '../api/update-swap-orders';
import { BulkResults } from './bulk-results';
import { bagName } from './swap-format';

export interface BulkActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  orders: Order[];
  /** The value field of one order (a tracking number, a grade). */
  field: (props: {
    order: Order;
    value: string;
    onChange: (value: string) => void;
    error: string | undefined;
  }) => ReactNode;
  /** Why the value cannot be sent, or `null`. */
  validate: (value: string) => string | null;
  toInput: (order: Order, value: string, condition: ConditionInput) => UpdateOrderInput;
  /** The condition record this action adds for each order (notes and photos members see). */
  conditionStage: ConditionStage;
  submitLabel: string;
  busyLabel: string;
  /** What a done order is, e.g. "shipped". */
  done: string;
}

/**
 * One value per chosen order, then one update per order; afterwards each order's result
 * (the refused ones with the function's reason). Done orders leave the live list.
 */
export function BulkActionDialog(props: BulkActionDialogProps) {
  const { open, onOpenChange, title, description, orders } = props;
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conditions, setConditions] = useState<Record<string, ConditionValues>>({});
  const [conditionErrors, setConditionErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<BulkResult[] | null>(null);
  const bulkUpdate = useBulkUpdateOrders();

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setValues({});
      setErrors({});
      setConditions({});
      setConditionErrors({});
      setResults(null);
    }
    onOpenChange(next);
  };

  const submit = async () => {
    const found: Record<string, string> = {};
    const foundInCondition: Record<string, string> = {};
    const inputs: Record<string, ConditionInput> = {};
    for (const order of orders) {
      const error = props.validate(values[order.id] ?? '');
      if (error !== null) found[order.id] = error;
      const checked = conditionInput(conditions[order.id] ?? EMPTY_CONDITION);
      if (checked.ok) inputs[order.id] = checked.input;
      else foundInCondition[order.id] = checked.message;
    }
    setErrors(found);
    setConditionErrors(foundInCondition);
    if (Object.keys(found).length + Object.keys(foundInCondition).length > 0) return;
    setBusy(true);
    try {
      setResults(
        await bulkUpdate(
          orders.map((o) => props.toInput(o, values[o.id] ?? '', inputs[o.id] ?? {})),
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={title} description={description} width="2xl">
        {results === null ? (
          <form
            className="mt-4 flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <ul className="flex flex-col gap-4">
              {orders.map((order) => (
                <li
                  key={order.id}
                  className="flex flex-col gap-2 rounded-xl p-3 ring-1 ring-neutral-200 dark:ring-neutral-800"
                >
                  <p className="text-sm">
                    <strong>Order {shortOrderId(order.id)}</strong> · {bagName(order)} ·{' '}
                    {order.shipping_address.full_name}
                  </p>
                  {props.field({
                    order,
                    value: values[order.id] ?? '',
                    onChange: (value) => setValues((v) => ({ ...v, [order.id]: value })),
                    error: errors[order.id],
                  })}
                  <ConditionFieldset
                    stage={props.conditionStage}
                    orderId={order.id}
                    showGrade={false}
                    legend={`Condition notes and photos for order ${shortOrderId(order.id)}`}
                    value={conditions[order.id] ?? EMPTY_CONDITION}
                    onChange={(value) => setConditions((c) => ({ ...c, [order.id]: value }))}
                    error={conditionErrors[order.id]}
                  />
                </li>
              ))}
            </ul>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => close(false)} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? props.busyLabel : props.submitLabel}
              </Button>
            </div>
          </form>
        ) : (
          <>
            <BulkResults results={results} done={props.done} />
            <div className="mt-4 flex justify-end">
              <Button type="button" onClick={() => close(false)}>
                Done
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
