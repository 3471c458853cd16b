/**
 * The Team page's reads. firestore.rules `staff` and `staff_invitations`: owners read
 * (an admin without a role counts as owner); the team functions write. tests/rules runs
 * these builders.
 */
import {
  collection,
  query,
  where,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  STAFF_COLLECTION,
  STAFF_INVITATIONS_COLLECTION,
  isStaffRole,
  type StaffRole,
} from '@unlimited/domain';

/** A member of staff as the Team page shows them. */
export interface StaffMember {
  uid: string;
  email: string;
  name: string | null;
  role: StaffRole;
  since: Date | null;
}

/** An open staff invitation. */
export interface StaffInvitation {
  id: string;
  email: string;
  role: StaffRole;
  invitedBy: string;
  expiresAt: Date | null;
  createdAt: Date | null;
}

function dateOf(value: unknown): Date | null {
  if (value instanceof Date) return value;
  const maybe = value as { toDate?: () => Date } | null | undefined;
  return typeof maybe?.toDate === 'function' ? maybe.toDate() : null;
}

const staffConverter: FirestoreDataConverter<StaffMember, DocumentData> = {
  toFirestore: () => {
    throw new Error('The team functions write staff records, never the app.');
  },
  fromFirestore: (snap: QueryDocumentSnapshot) => {
    const data = snap.data();
    return {
      uid: snap.id,
      email: typeof data.email === 'string' ? data.email : '',
      name: typeof data.name === 'string' && data.name !== '' ? data.name : null,
      role: isStaffRole(data.role) ? data.role : 'owner',
      since: dateOf(data.since),
    };
  },
};

const invitationConverter: FirestoreDataConverter<StaffInvitation, DocumentData> = {
  toFirestore: () => {
    throw new Error('The team functions write staff invitations, never the app.');
  },
  fromFirestore: (snap: QueryDocumentSnapshot) => {
    const data = snap.data();
    return {
      id: snap.id,
      email: typeof data.email === 'string' ? data.email : '',
      role: isStaffRole(data.role) ? data.role : 'support',
      invitedBy: typeof data.invited_by === 'string' ? data.invited_by : '',
      expiresAt: dateOf(data.expires_at),
      createdAt: dateOf(data.created_at),
    };
  },
};

/** Every member of staff (a team is small: sorted on the page). */
export function staffQuery(db: Firestore): Query<StaffMember> {
  return query(collection(db, STAFF_COLLECTION).withConverter(staffConverter));
}

/** The open invitations (expired ones are shown as expired by the page). */
export function pendingStaffInvitationsQuery(db: Firestore): Query<StaffInvitation> {
  return query(
    collection(db, STAFF_INVITATIONS_COLLECTION).withConverter(invitationConverter),
    where('status', '==', 'pending'),
  );
}
