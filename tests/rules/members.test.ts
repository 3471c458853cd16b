/**
 * firestore.rules `subscriptions`, `metadata` and `profiles`: a member's own documents,
 * and the claims no client can grant itself.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROFILE_LIMITS, SHIPPING_ADDRESS_LIMITS } from '@unlimited/domain';
import { profilesCol } from '../../web/src/lib/firestore/refs/profiles';
import { subscriptionsCol } from '../../web/src/lib/firestore/refs/subscriptions';
import { userMetadataRef } from '../../web/src/lib/firestore/queries/metadata';
import { memberProfileRef } from '../../web/src/lib/firestore/queries/profiles';
import { memberSubscriptionRef } from '../../web/src/lib/firestore/queries/subscriptions';
import { clearStyleProfile, saveStyleProfile } from '../../web/src/features/quiz/api/style-profile';
import { metadataData, profileData, shippingAddress, subscriptionData } from './fixtures';
import {
  firestoreAs,
  modularFirestore,
  NON_ADMIN_ROLES,
  PRETENDER_PROFILE,
  ROLES,
  seed,
  text,
  UID,
  useRulesEnv,
} from './helpers';

const env = useRulesEnv();

beforeEach(async () => {
  await seed(env, {
    [`subscriptions/${UID.elite}`]: subscriptionData('elite'),
    [`subscriptions/${UID.crown}`]: subscriptionData('crown'),
    [`metadata/${UID.elite}`]: metadataData(),
    [`profiles/${UID.elite}`]: profileData({ username: 'elite.member' }),
    [`profiles/${UID.pretender}`]: PRETENDER_PROFILE,
  });
});

describe('subscriptions', () => {
  it('a member gets their own subscription', async () => {
    const db = firestoreAs(env, 'elite');
    const snap = await assertSucceeds(getDoc(memberSubscriptionRef(db, UID.elite)));
    expect(snap.data()?.plan_name).toBe('elite');
  });

  it('a signed-in user without a subscription reads that it does not exist', async () => {
    const db = firestoreAs(env, 'signedIn');
    const snap = await assertSucceeds(getDoc(memberSubscriptionRef(db, UID.signedIn)));
    expect(snap.exists()).toBe(false);
  });

  it("a member cannot get another member's subscription", async () => {
    await assertFails(getDoc(memberSubscriptionRef(firestoreAs(env, 'other'), UID.elite)));
    await assertFails(getDoc(memberSubscriptionRef(firestoreAs(env, 'visitor'), UID.elite)));
    await assertFails(getDoc(memberSubscriptionRef(firestoreAs(env, 'pretender'), UID.elite)));
  });

  it('an admin gets and lists subscriptions', async () => {
    const db = firestoreAs(env, 'admin');
    await assertSucceeds(getDoc(memberSubscriptionRef(db, UID.elite)));
    const snap = await assertSucceeds(getDocs(query(subscriptionsCol(db))));
    expect(snap.size).toBe(2);
  });

  it.each(NON_ADMIN_ROLES)('%s cannot list subscriptions', async (role) => {
    await assertFails(getDocs(query(subscriptionsCol(firestoreAs(env, role)))));
  });

  it('a member cannot upgrade, change or delete their own subscription', async () => {
    const db = firestoreAs(env, 'elite');
    const raw = doc(db, 'subscriptions', UID.elite);
    await assertFails(setDoc(raw, subscriptionData('crown')));
    await assertFails(updateDoc(raw, { plan_name: 'crown' }));
    await assertFails(updateDoc(raw, { status: 'active', current_period_end: serverTimestamp() }));
    await assertFails(deleteDoc(raw));
  });

  it.each(ROLES)('%s cannot create a subscription for themselves', async (role) => {
    const uid = role === 'visitor' ? 'nobody' : UID[role];
    await assertFails(
      setDoc(doc(firestoreAs(env, role), 'subscriptions', uid), subscriptionData('crown')),
    );
  });

  it('an admin cannot write a subscription either', async () => {
    const raw = doc(firestoreAs(env, 'admin'), 'subscriptions', UID.elite);
    await assertFails(updateDoc(raw, { plan_name: 'crown' }));
    await assertFails(deleteDoc(raw));
  });
});

describe('metadata', () => {
  it('a user gets their own token-refresh marker', async () => {
    const snap = await assertSucceeds(
      getDoc(userMetadataRef(firestoreAs(env, 'elite'), UID.elite)),
    );
    expect(snap.exists()).toBe(true);
  });

  it("no one else but an admin gets a user's marker", async () => {
    await assertFails(getDoc(userMetadataRef(firestoreAs(env, 'other'), UID.elite)));
    await assertFails(getDoc(userMetadataRef(firestoreAs(env, 'visitor'), UID.elite)));
    await assertSucceeds(getDoc(userMetadataRef(firestoreAs(env, 'admin'), UID.elite)));
  });

  it('only an admin lists the markers', async () => {
    await assertSucceeds(getDocs(collection(firestoreAs(env, 'admin'), 'metadata')));
    for (const role of NON_ADMIN_ROLES) {
      await assertFails(getDocs(collection(firestoreAs(env, role), 'metadata')));
    }
  });

  it.each(ROLES)('%s cannot write a token-refresh marker', async (role) => {
    const uid = role === 'visitor' ? 'nobody' : UID[role];
    await assertFails(
      setDoc(doc(firestoreAs(env, role), 'metadata', uid), { refresh_time: serverTimestamp() }),
    );
  });
});

describe('claims', () => {
  // Roles live only in ID-token claims, which only the Admin SDK sets. No document a
  // client could write grants them, and no such document can be written anyway.
  it.each(ROLES)('%s cannot write a role or tier anywhere', async (role) => {
    const db = firestoreAs(env, role);
    const uid = role === 'visitor' ? 'nobody' : UID[role];
    await assertFails(setDoc(doc(db, 'users', uid), { admin: true, tier: 'crown' }));
    await assertFails(setDoc(doc(db, 'claims', uid), { admin: true, tier: 'crown' }));
    await assertFails(setDoc(doc(db, 'roles', uid), { role: 'admin' }));
  });

  it('a profile that says admin and crown grants nothing', async () => {
    const db = firestoreAs(env, 'pretender');
    await assertFails(getDocs(query(profilesCol(db))));
    await assertFails(getDoc(memberSubscriptionRef(db, UID.elite)));
    await assertFails(getDoc(memberProfileRef(db, UID.elite)));
  });
});

describe('profiles: reading', () => {
  it('a member gets their own profile', async () => {
    const snap = await assertSucceeds(
      getDoc(memberProfileRef(firestoreAs(env, 'elite'), UID.elite)),
    );
    expect(snap.data()?.username).toBe('elite.member');
  });

  it('a new user reads that their profile does not exist yet', async () => {
    const db = firestoreAs(env, 'signedIn');
    const snap = await assertSucceeds(getDoc(memberProfileRef(db, UID.signedIn)));
    expect(snap.exists()).toBe(false);
  });

  it("a member cannot get another member's profile", async () => {
    await assertFails(getDoc(memberProfileRef(firestoreAs(env, 'other'), UID.elite)));
    await assertFails(getDoc(memberProfileRef(firestoreAs(env, 'visitor'), UID.elite)));
  });

  it('an admin gets and lists profiles', async () => {
    const db = firestoreAs(env, 'admin');
    await assertSucceeds(getDoc(memberProfileRef(db, UID.elite)));
    await assertSucceeds(getDocs(query(profilesCol(db))));
  });

  it.each(NON_ADMIN_ROLES)('%s cannot list profiles', async (role) => {
    await assertFails(getDocs(query(profilesCol(firestoreAs(env, role)))));
  });
});

describe('profiles: writing', () => {
  it('a new user creates their profile through the app converter', async () => {
    const db = firestoreAs(env, 'signedIn');
    await assertSucceeds(
      setDoc(memberProfileRef(db, UID.signedIn), { ...profileData(), id: UID.signedIn }),
    );
  });

  it('a member saves a shipping address', async () => {
    const db = firestoreAs(env, 'elite');
    await assertSucceeds(
      updateDoc(memberProfileRef(db, UID.elite), {
        shipping_address: shippingAddress({ line2: 'Apt 4', phone: '+1 (555) 010-2030' }),
      }),
    );
  });

  it('a member may name any of the 50 states or DC (US_STATE_CODES), as the form offers them', async () => {
    const raw = memberProfileRef(firestoreAs(env, 'elite'), UID.elite);
    for (const state of ['AK', 'DC', 'WY']) {
      await assertSucceeds(updateDoc(raw, { shipping_address: shippingAddress({ state }) }));
    }
  });

  it('a member updates their name and username', async () => {
    await assertSucceeds(
      updateDoc(memberProfileRef(firestoreAs(env, 'elite'), UID.elite), {
        first_name: 'Augusta',
        username: 'augusta_ada-1',
      }),
    );
  });

  it('a member may use every field up to its limit', async () => {
    const local = text(PROFILE_LIMITS.email - '@unlimited.test'.length);
    const context = env.authenticatedContext(UID.signedIn, {
      email: `${local}@unlimited.test`,
      email_verified: true,
    });
    const raw = doc(modularFirestore(context), 'profiles', UID.signedIn);
    await assertSucceeds(
      setDoc(raw, {
        first_name: text(PROFILE_LIMITS.first_name),
        last_name: text(PROFILE_LIMITS.last_name),
        username: text(PROFILE_LIMITS.username),
        email: `${local}@unlimited.test`,
        shipping_address: shippingAddress({
          full_name: text(SHIPPING_ADDRESS_LIMITS.full_name),
          line1: text(SHIPPING_ADDRESS_LIMITS.line1),
          line2: text(SHIPPING_ADDRESS_LIMITS.line2),
          city: text(SHIPPING_ADDRESS_LIMITS.city),
          phone: text(SHIPPING_ADDRESS_LIMITS.phone, '1'),
        }),
      }),
    );
  });

  // Security review M4: notices followed whatever email a member wrote here.
  it('a member cannot write another address as their profile email', async () => {
    await assertFails(
      updateDoc(memberProfileRef(firestoreAs(env, 'elite'), UID.elite), {
        email: 'someone.else@example.com',
      }),
    );
  });

  it('a member copies their sign-in email into the profile once Auth has verified it, not before', async () => {
    const verified = env.authenticatedContext(UID.elite, {
      tier: 'elite',
      email: 'augusta@example.com',
      email_verified: true,
    });
    const unverified = env.authenticatedContext(UID.elite, {
      tier: 'elite',
      email: 'augusta@example.com',
      email_verified: false,
    });
    await assertFails(
      updateDoc(memberProfileRef(modularFirestore(unverified), UID.elite), {
        email: 'augusta@example.com',
      }),
    );
    await assertSucceeds(
      updateDoc(memberProfileRef(modularFirestore(verified), UID.elite), {
        email: 'augusta@example.com',
      }),
    );
  });

  const INVALID: { name: string; data: DocumentData }[] = [
    { name: 'a role field', data: { ...profileData(), role: 'admin' } },
    { name: 'an admin flag', data: { ...profileData(), admin: true } },
    { name: 'a tier', data: { ...profileData(), tier: 'crown' } },
    { name: 'a price', data: { ...profileData(), price: 0 } },
    {
      name: 'a first name over the limit',
      data: profileData({ first_name: text(PROFILE_LIMITS.first_name + 1) }),
    },
    {
      name: 'a last name over the limit',
      data: profileData({ last_name: text(PROFILE_LIMITS.last_name + 1) }),
    },
    {
      name: 'a username over the limit',
      data: profileData({ username: text(PROFILE_LIMITS.username + 1) }),
    },
    { name: 'an empty username', data: profileData({ username: '' }) },
    { name: 'an empty first name', data: profileData({ first_name: '' }) },
    { name: 'a blank last name', data: profileData({ last_name: '   ' }) },
    { name: 'a username with a space', data: profileData({ username: 'ada lovelace' }) },
    {
      name: 'an email over the limit',
      data: profileData({ email: `${text(PROFILE_LIMITS.email)}@unlimited.test` }),
    },
    { name: 'an email in capitals', data: profileData({ email: 'Ada@Unlimited.test' }) },
    { name: 'an email without @', data: profileData({ email: 'ada.unlimited.test' }) },
    {
      name: 'a missing username',
      data: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@unlimited.test' },
    },
    {
      name: 'a state that is not a code',
      data: profileData({ shipping_address: shippingAddress({ state: 'New York' }) }),
    },
    {
      name: 'a two-letter state that is no US state (NA)',
      data: profileData({ shipping_address: shippingAddress({ state: 'NA' }) }),
    },
    {
      name: 'a lower-case state code',
      data: profileData({ shipping_address: shippingAddress({ state: 'ny' }) }),
    },
    {
      name: 'a non-US address',
      data: { ...profileData(), shipping_address: { ...shippingAddress(), country: 'FR' } },
    },
    {
      name: 'a bad ZIP code',
      data: profileData({ shipping_address: shippingAddress({ postal_code: '1120' }) }),
    },
    {
      name: 'a blank street',
      data: profileData({ shipping_address: shippingAddress({ line1: '   ' }) }),
    },
    {
      name: 'an address name over the limit',
      data: profileData({
        shipping_address: shippingAddress({
          full_name: text(SHIPPING_ADDRESS_LIMITS.full_name + 1),
        }),
      }),
    },
    {
      name: 'a phone over the limit',
      data: profileData({
        shipping_address: shippingAddress({ phone: text(SHIPPING_ADDRESS_LIMITS.phone + 1, '1') }),
      }),
    },
    {
      name: 'an unknown address field',
      data: { ...profileData(), shipping_address: { ...shippingAddress(), gate_code: '1234' } },
    },
  ];

  it.each(INVALID)('a member cannot save a profile with $name', async ({ data }) => {
    await assertFails(setDoc(doc(firestoreAs(env, 'signedIn'), 'profiles', UID.signedIn), data));
  });

  it('a member cannot add an admin flag to their existing profile', async () => {
    const raw = doc(firestoreAs(env, 'elite'), 'profiles', UID.elite);
    await assertFails(updateDoc(raw, { admin: true }));
    await assertFails(updateDoc(raw, { tier: 'crown' }));
  });

  it("a member cannot create or update another member's profile", async () => {
    const db = firestoreAs(env, 'other');
    await assertFails(setDoc(doc(db, 'profiles', UID.signedIn), profileData()));
    await assertFails(updateDoc(doc(db, 'profiles', UID.elite), { first_name: 'Eve' }));
  });

  it('a visitor cannot create a profile', async () => {
    await assertFails(
      setDoc(doc(firestoreAs(env, 'visitor'), 'profiles', 'nobody'), profileData()),
    );
  });

  it("an admin cannot edit a member's profile", async () => {
    await assertFails(
      updateDoc(doc(firestoreAs(env, 'admin'), 'profiles', UID.elite), { first_name: 'Eve' }),
    );
  });

  it('nobody deletes a profile from the client', async () => {
    await assertFails(deleteDoc(memberProfileRef(firestoreAs(env, 'elite'), UID.elite)));
    await assertFails(deleteDoc(memberProfileRef(firestoreAs(env, 'admin'), UID.elite)));
  });
});

describe('profiles: the style profile', () => {
  const answers = {
    occasions: ['evening', 'work'],
    colours: ['black'],
    silhouettes: ['clutch'],
    brands: ['chanel', 'hermes'],
    budget: 'up-to-5000',
  };
  const raw = (role: 'elite' | 'other' | 'admin' | 'visitor') =>
    doc(firestoreAs(env, role), 'profiles', UID.elite);
  const styled = (style_profile: unknown) =>
    updateDoc(raw('elite'), { style_profile } as DocumentData);

  it('a member saves their quiz answers as the app does, and clears them', async () => {
    const db = firestoreAs(env, 'elite');
    await assertSucceeds(saveStyleProfile(db, UID.elite, answers));
    const saved = (await getDoc(memberProfileRef(db, UID.elite))).data()?.style_profile;
    expect(saved).toMatchObject(answers);
    expect(saved?.saved_at).toBeInstanceOf(Date);
    await assertSucceeds(clearStyleProfile(db, UID.elite));
    expect((await getDoc(memberProfileRef(db, UID.elite))).data()?.style_profile).toBeUndefined();
  });

  it('a member saves skipped questions (empty lists, no budget)', async () => {
    await assertSucceeds(
      styled({
        occasions: [],
        colours: [],
        silhouettes: [],
        brands: [],
        budget: null,
        saved_at: serverTimestamp(),
      }),
    );
  });

  it('a member keeps their style profile when they change their name or address', async () => {
    const db = firestoreAs(env, 'elite');
    await assertSucceeds(saveStyleProfile(db, UID.elite, answers));
    await assertSucceeds(updateDoc(raw('elite'), { first_name: 'Elena' }));
    await assertSucceeds(updateDoc(raw('elite'), { shipping_address: shippingAddress() }));
  });

  const INVALID: { name: string; value: Record<string, unknown> }[] = [
    { name: 'an answer the quiz does not offer', value: { colours: ['plaid'] } },
    { name: 'a brand by its name, not its id', value: { brands: ['Chanel'] } },
    { name: 'the same answer twice', value: { colours: ['black', 'black'] } },
    { name: 'an unknown budget', value: { budget: 'millions' } },
    { name: 'a list where one budget is asked', value: { budget: ['any'] } },
    { name: 'a text where a list is asked', value: { occasions: 'evening' } },
    { name: 'a question missing', value: { brands: undefined } },
    { name: 'an extra field', value: { tier: 'crown' } },
    {
      name: 'a date of its own instead of the server time',
      value: { saved_at: new Date(2020, 0, 1) },
    },
  ];

  it.each(INVALID)('a member cannot save a style profile with $name', async ({ value }) => {
    const profile: Record<string, unknown> = { ...answers, saved_at: serverTimestamp(), ...value };
    for (const key of Object.keys(profile)) if (profile[key] === undefined) delete profile[key];
    await assertFails(styled(profile));
  });

  it('a style profile that is not a map is refused', async () => {
    await assertFails(styled('chanel'));
  });

  it("nobody else writes a member's style profile, admins included", async () => {
    for (const role of ['other', 'admin', 'visitor'] as const) {
      await assertFails(
        updateDoc(raw(role), { style_profile: { ...answers, saved_at: serverTimestamp() } }),
      );
      await assertFails(updateDoc(raw(role), { style_profile: deleteField() }));
    }
  });
});
