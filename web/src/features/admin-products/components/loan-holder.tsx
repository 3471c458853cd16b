import { useLoanHolder } from '../api/get-loan-holder';

/** Who holds a bag out, as the admin knows them: name and email, never an account id. */
export function LoanHolder({ uid }: { uid: string }) {
  const holder = useLoanHolder(uid);
  let text: string;
  switch (holder.status) {
    case 'loading':
      text = 'Finding who holds it…';
      break;
    case 'success':
      text = `With ${holder.name || 'a member'} (${holder.email})`;
      break;
    case 'unknown':
      text = 'With a member who has no customer record yet';
      break;
    default:
      text = 'Could not load who holds it';
  }
  return (
    <p className="mt-1 text-sm" aria-live="polite">
      {text}
    </p>
  );
}
