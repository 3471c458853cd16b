import { ObjectHistory } from '@/components/audit/object-history';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatShippingAddress } from '@unlimited/domain';
import { paths } from '@/config/paths';
import { useCustomerProfile } from '../api/get-customer';
import { displayName } from './customer-format';
import { CustomerInvitation } from './customer-invitation';
import { CustomerNotes } from './customer-notes';
import { CustomerOrders } from './customer-orders';
import { CustomerSubscription } from './customer-subscription';
import { Field, Loaded, Section, fieldsClasses } from './section';

/** /admin/customers/:uid: everything about one member on one page. */
export function CustomerPage({ uid }: { uid: string }) {
  const profile = useCustomerProfile(uid);
  const heading =
    profile.status === 'success' && profile.data !== undefined
      ? displayName(profile.data)
      : 'Member';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <Link
          to={paths.admin.customers}
          className="inline-flex items-center gap-1 text-sm text-neutral-600 underline-offset-2 hover:underline dark:text-neutral-400"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> All members
        </Link>
        <h2 className="font-display text-2xl">{heading}</h2>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Section id="profile-heading" title="Profile">
          <Loaded result={profile} what="the profile">
            {(p) =>
              p === undefined ? (
                <p className="text-sm text-neutral-500">This member has no profile.</p>
              ) : (
                <dl className={fieldsClasses}>
                  <Field label="Name">{displayName(p)}</Field>
                  <Field label="Email">{p.email}</Field>
                  <Field label="Username">{p.username}</Field>
                  <Field label="Shipping address">
                    {p.shipping_address ? (
                      <span className="whitespace-pre-line">
                        {formatShippingAddress(p.shipping_address)}
                      </span>
                    ) : (
                      'None on file'
                    )}
                  </Field>
                </dl>
              )
            }
          </Loaded>
        </Section>
        <CustomerSubscription uid={uid} />
        <CustomerOrders uid={uid} />
        <CustomerInvitation uid={uid} />
        <CustomerNotes uid={uid} />
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800">
          <ObjectHistory objectType="customer" objectId={uid} headingLevel="h2" />
        </div>
      </div>
    </div>
  );
}
