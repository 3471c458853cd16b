import {
  RANKS,
  RANK_LABELS,
  shortOrderId,
  trackingNumberProblem,
  type Order,
  type Rank,
} from '@unlimited/domain';
import { InputField, SelectField } from '@/components/ui/field';
import { receiveInput, shipInput } from '../api/update-swap-orders';
import { BulkActionDialog } from './bulk-action-dialog';
import { BagGrade } from './swap-format';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orders: Order[];
}

/** Mark shipped: a tracking number for each chosen order. */
export function ShipDialog(props: DialogProps) {
  return (
    <BulkActionDialog
      {...props}
      title="Mark Shipped"
      description="Enter the tracking number of each package and note the bag’s condition as it leaves. Each order moves to In Transit; the member sees the number and the notes."
      submitLabel={`Mark ${props.orders.length} Shipped`}
      busyLabel="Shipping..."
      done="shipped"
      validate={trackingNumberProblem}
      conditionStage="dispatch"
      toInput={shipInput}
      field={({ order, value, onChange, error }) => (
        <InputField
          label={`Tracking number for order ${shortOrderId(order.id)}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={error}
          autoComplete="off"
        />
      )}
    />
  );
}

/** Mark received: the condition grade found when each returned bag is checked. */
export function ReceiveDialog(props: DialogProps) {
  return (
    <BulkActionDialog
      {...props}
      title="Mark Received"
      description={
        <>
          Check each returned bag and record its condition grade: it becomes the bag&apos;s grade
          and the bag is available again. Notes and photos go on the bag&apos;s condition record,
          which members see.
        </>
      }
      submitLabel={`Mark ${props.orders.length} Received`}
      busyLabel="Receiving..."
      done="received"
      validate={(value) => ((RANKS as readonly string[]).includes(value) ? null : 'Choose a grade')}
      conditionStage="return"
      toInput={(order, value, condition) => receiveInput(order, value as Rank, condition)}
      field={({ order, value, onChange, error }) => (
        <>
          <BagGrade bagId={order.bag_id} />
          <SelectField
            label={`Condition grade for order ${shortOrderId(order.id)}`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            error={error}
          >
            <option value="">Choose a grade</option>
            {RANKS.map((rank) => (
              <option key={rank} value={rank}>
                {rank} — {RANK_LABELS[rank]}
              </option>
            ))}
          </SelectField>
        </>
      )}
    />
  );
}
