/**
 * The callables' guards, through each handler's `.run()` (firebase-functions-test's
 * `wrap()` mishandles v7 callables): every request here is refused before Firestore is
 * touched, so no emulator is needed.
 */
import type { CallableRequest } from 'firebase-functions/https';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_ONLY, PERMISSION_REFUSALS } from '@unlimited/domain';
import * as functions from '../index';

// The emulator's demo project: the cold-start check (params.ts, onInit) lets it run.
vi.stubEnv('GCLOUD_PROJECT', 'demo-unlimited');

function request(data: unknown, auth?: { uid: string; token?: Record<string, unknown> }) {
  return {
    data,
    auth:
      auth === undefined
        ? undefined
        : { uid: auth.uid, token: auth.token ?? {}, rawToken: 'token' },
    rawRequest: {},
    acceptsStreaming: false,
  } as unknown as CallableRequest<unknown>;
}

const member = { uid: 'member-1', token: { tier: 'elite' } };
const admin = { uid: 'admin-1', token: { admin: true, email: 'admin@unlimited.test' } };

const memberCallables = {
  createOrder: { bagId: 'bag-1' },
  cancelOrder: { orderId: 'order-1' },
  checkSubscription: null,
  pauseMembership: null,
  cancelMembership: null,
  resumeMembership: null,
  openBillingPortal: null,
  acceptRetentionOffer: null,
  removeAddOn: { addOn: 'full_coverage' },
  addAddOn: { addOn: 'select_access' },
  changeTier: { tier: 'crown' },
  previewCharge: { tier: 'crown' },
  startCheckout: { token: 'x'.repeat(43), tier: 'elite', addOns: {} },
  previewPromoCode: { code: 'SPRING20' },
  getMyInvitation: null,
} as const;

const adminCallables = {
  importProductsCsv: { csv: 'title,brand\nA,B' },
  importWaitlistSurvey: { text: 'Nov 3, 4:12 PM\nAnn\nann@example.com' },
  recountDashboardStats: null,
  inviteSignups: { signupIds: ['signup-1'] },
  revokeInvitation: { signupId: 'signup-1' },
  addCustomerNote: { uid: 'member-1', text: 'Prefers morning deliveries.' },
  createCoupon: { code: 'SPRING20', kind: 'percent', percentOff: 20, duration: 'once' },
  deactivateCoupon: { code: 'SPRING20' },
  startBulkJob: { kind: 'delete', ids: ['bag-1'] },
  cancelBulkJob: { jobId: 'job-1' },
  resumeBulkJob: { jobId: 'job-1' },
  pauseBulkJob: { jobId: 'job-1' },
  inviteStaff: { email: 'new@unlimited.test', role: 'support' },
  revokeStaffInvitation: { invitationId: 'inv-1' },
  changeStaffRole: { uid: 'staff-1', role: 'support' },
  removeStaff: { uid: 'staff-1' },
  saveArticle: {
    title: 'The Kelly, carried',
    description: 'Why the Kelly is asked for first.',
    coverUrl: 'https://images.example.com/kelly.jpg',
    coverAlt: 'A black Kelly on marble',
    body: 'Text.',
    bagIds: [],
  },
  publishArticle: { id: 'the-kelly-carried' },
  unpublishArticle: { id: 'the-kelly-carried' },
} as const;

describe('member callables', () => {
  it.each(Object.entries(memberCallables))('%s refuses a signed-out caller', async (name, data) => {
    const fn = functions[name as keyof typeof memberCallables];
    await expect(fn.run(request(data))).rejects.toMatchObject({
      code: 'unauthenticated',
      message: 'User not authenticated',
    });
  });

  it('createOrder refuses a missing bag id', async () => {
    await expect(functions.createOrder.run(request({}, member))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Please choose a bag.',
    });
    await expect(functions.createOrder.run(request(null, member))).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });

  it('cancelOrder refuses a missing order id', async () => {
    await expect(functions.cancelOrder.run(request({ orderId: '' }, member))).rejects.toMatchObject(
      {
        code: 'invalid-argument',
        message: 'Please choose an order.',
      },
    );
  });

  it('removeAddOn and changeTier refuse unknown values', async () => {
    await expect(
      functions.removeAddOn.run(request({ addOn: 'gold' }, member)),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Please choose an add-on.',
    });
    await expect(
      functions.changeTier.run(request({ tier: 'platinum' }, member)),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: 'Please select an access level' });
  });
});

describe('admin callables', () => {
  it.each(Object.entries(adminCallables))('%s refuses a signed-out caller', async (name, data) => {
    const fn = functions[name as keyof typeof adminCallables];
    await expect(fn.run(request(data))).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it.each(Object.entries(adminCallables))(
    '%s refuses a signed-in member without the admin claim',
    async (name, data) => {
      const fn = functions[name as keyof typeof adminCallables];
      await expect(fn.run(request(data, member))).rejects.toMatchObject({
        code: 'permission-denied',
        message: ADMIN_ONLY,
      });
      await expect(
        fn.run(request(data, { uid: 'x', token: { admin: 'true' } })),
      ).rejects.toMatchObject({
        code: 'permission-denied',
      });
    },
  );

  it('the team callables refuse operations and support staff, naming the owner', async () => {
    const team = {
      inviteStaff: adminCallables.inviteStaff,
      revokeStaffInvitation: adminCallables.revokeStaffInvitation,
      changeStaffRole: adminCallables.changeStaffRole,
      removeStaff: adminCallables.removeStaff,
    };
    for (const [name, data] of Object.entries(team)) {
      for (const role of ['operations', 'support']) {
        await expect(
          functions[name as keyof typeof team].run(
            request(data, { uid: 'staff-2', token: { admin: true, role } }),
          ),
        ).rejects.toMatchObject({
          code: 'permission-denied',
          message: PERMISSION_REFUSALS.manage_team,
        });
      }
    }
  });

  it('the coupon callables refuse support staff: read-only on money', async () => {
    const support = { uid: 'staff-3', token: { admin: true, role: 'support' } };
    for (const name of ['createCoupon', 'deactivateCoupon'] as const) {
      await expect(
        functions[name].run(request(adminCallables[name], support)),
      ).rejects.toMatchObject({
        code: 'permission-denied',
        message: PERMISSION_REFUSALS.manage_money,
      });
    }
  });

  it('the article callables refuse support staff, and validate their input', async () => {
    const support = { uid: 'staff-3', token: { admin: true, role: 'support' } };
    for (const name of ['saveArticle', 'publishArticle', 'unpublishArticle'] as const) {
      await expect(
        functions[name].run(request(adminCallables[name], support)),
      ).rejects.toMatchObject({
        code: 'permission-denied',
        message: PERMISSION_REFUSALS.write_articles,
      });
    }
    const operations = { uid: 'staff-2', token: { admin: true, role: 'operations' } };
    await expect(
      functions.saveArticle.run(
        request({ ...adminCallables.saveArticle, description: 'x'.repeat(161) }, operations),
      ),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Keep the description within 160 characters.',
    });
    await expect(
      functions.publishArticle.run(request({ id: 'kelly', publishAt: 'soon' }, operations)),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Give the publish date as a date and time.',
    });
  });

  it('inviteStaff and acceptStaffInvitation validate their input', async () => {
    const owner = { uid: 'owner-1', token: { admin: true, role: 'owner' } };
    await expect(
      functions.inviteStaff.run(request({ email: 'nope', role: 'support' }, owner)),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: 'Enter a valid email address.' });
    await expect(
      functions.changeStaffRole.run(request({ uid: 'staff-1', role: 'boss' }, owner)),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Choose a role: owner, operations or support.',
    });
    await expect(
      functions.acceptStaffInvitation.run(request({ token: 'short' })),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'This invitation link is not valid.',
    });
  });

  it('importProductsCsv refuses an empty or oversized file', async () => {
    await expect(
      functions.importProductsCsv.run(request({ csv: '' }, admin)),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'The CSV file is empty',
    });
    const big = 'x'.repeat(5 * 1024 * 1024 + 1);
    await expect(
      functions.importProductsCsv.run(request({ csv: big }, admin)),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'The CSV file is too large: 5 MB at most. Split it into smaller files.',
    });
  });

  it('startBulkJob refuses an empty selection, an unknown action and an edit with no change', async () => {
    await expect(
      functions.startBulkJob.run(request({ kind: 'delete', ids: [] }, admin)),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: 'Choose at least one product.' });
    await expect(
      functions.startBulkJob.run(request({ kind: 'wipe', ids: ['bag-1'] }, admin)),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Choose a bulk action: edit or delete.',
    });
    await expect(
      functions.startBulkJob.run(request({ kind: 'edit', ids: ['bag-1'], change: {} }, admin)),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Choose at least one change to apply.',
    });
    await expect(functions.cancelBulkJob.run(request({ jobId: ' ' }, admin))).rejects.toMatchObject(
      { code: 'invalid-argument', message: 'Choose a bulk job.' },
    );
  });

  it('importWaitlistSurvey asks for the paste first', async () => {
    await expect(
      functions.importWaitlistSurvey.run(request({ text: ' ' }, admin)),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Please paste the Tally data first',
    });
  });
});

describe('joinWaitlist', () => {
  it('needs no sign-in but refuses invalid input with the first message', async () => {
    await expect(
      functions.joinWaitlist.run(request({ full_name: ' ', email: 'a@b.co', tier: 'elite' })),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: 'Full name is required' });
    await expect(
      functions.joinWaitlist.run(
        request({ full_name: 'Ann', email: 'not-an-email', tier: 'elite' }),
      ),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Please enter a valid email address',
    });
    await expect(
      functions.joinWaitlist.run(request({ full_name: 'Ann', email: 'a@b.co', tier: 'gold' })),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: 'Please select an access level' });
    await expect(
      functions.joinWaitlist.run(
        request({ full_name: 'Ann', email: 'a@b.co', tier: 'elite', zip_code: '123' }),
      ),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Please enter a valid 5-digit ZIP code',
    });
  });
});

describe('invitation and checkout input', () => {
  it('inviteSignups refuses an empty or oversized selection', async () => {
    await expect(
      functions.inviteSignups.run(request({ signupIds: [] }, admin)),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Please choose at least one signup.',
    });
    const many = Array.from({ length: 101 }, (_, i) => `s${i}`);
    await expect(
      functions.inviteSignups.run(request({ signupIds: many }, admin)),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Invite at most 100 signups at a time.',
    });
  });

  it('getInvitation and acceptInvitation refuse a malformed token without sign-in', async () => {
    const notValid = expect.stringContaining('This invitation link is not valid.') as unknown;
    await expect(functions.getInvitation.run(request({ token: 'short' }))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: notValid,
    });
    await expect(functions.acceptInvitation.run(request({ token: 'x' }))).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });

  it('startCheckout refuses add-ons the tier cannot have', async () => {
    const token = 'x'.repeat(43);
    await expect(
      functions.startCheckout.run(
        request({ token, tier: 'reserve', addOns: { full_coverage: true } }, member),
      ),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Full Coverage Protection is available with Elite and Crown memberships.',
    });
    await expect(
      functions.startCheckout.run(
        request({ token, tier: 'crown', addOns: { select_access: true } }, member),
      ),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Crown members already see every piece, so Select Access is not needed.',
    });
  });
});

describe('the entry point', () => {
  it('exports every callable, trigger and job', () => {
    expect(Object.keys(functions).sort()).toEqual(
      [
        'acceptInvitation',
        'acceptRetentionOffer',
        'addAddOn',
        'applyBillingPeriodEnds',
        'cancelMembership',
        'cancelOrder',
        'changeTier',
        'checkSubscription',
        'createOrder',
        'flagOverdueReturns',
        'getBillingMode',
        'getInvitation',
        'getMyInvitation',
        'getReferralCode',
        'importProductsCsv',
        'importWaitlistSurvey',
        'inviteSignups',
        'joinWaitlist',
        'openBillingPortal',
        'pauseMembership',
        'previewCharge',
        'recountDashboardStats',
        'removeAddOn',
        'snapshotAnalytics',
        'resumeMembership',
        'revokeInvitation',
        'startCheckout',
        'startPurchase',
        'checkoutCart',
        'startReturn',
        'stripeWebhook',
        'updateOrder',
        'addCustomerNote',
        'expireQueueOffers',
        'joinQueue',
        'leaveQueue',
        'createCoupon',
        'deactivateCoupon',
        'previewPromoCode',
        'sendMail',
        'retryMail',
        'resendMail',
        'unsubscribeEmails',
        'unsubscribeOneClick',
        'beforeAccountCreated',
        'deleteProducts',
        'deleteWaitlistSignup',
        'startBulkJob',
        'cancelBulkJob',
        'resumeBulkJob',
        'pauseBulkJob',
        'resumeStalledBulkJobs',
        'settleReferralCredits',
        'inviteStaff',
        'revokeStaffInvitation',
        'changeStaffRole',
        'removeStaff',
        'getStaffInvitation',
        'acceptStaffInvitation',
        'saveArticle',
        'publishArticle',
        'unpublishArticle',
        'magazinePages',
        'onBulkJobWritten',
        'onHeartWritten',
        'onOrderWritten',
        'onProductWritten',
        'onProfileWritten',
        'onSubscriptionWritten',
        'onWaitlistSignupWritten',
      ].sort(),
    );
  });

  it('registers the automatic resume of stalled bulk jobs as a job every minute', () => {
    const endpoint = (
      functions.resumeStalledBulkJobs as unknown as {
        __endpoint: { scheduleTrigger?: { schedule: string; retryConfig?: unknown } };
      }
    ).__endpoint;
    expect(endpoint.scheduleTrigger?.schedule).toBe('every 1 minutes');
  });

  it('registers the sweep of pending Stripe Club credits as an hourly job', () => {
    const endpoint = (
      functions.settleReferralCredits as unknown as {
        __endpoint: { scheduleTrigger?: { schedule: string } };
      }
    ).__endpoint;
    expect(endpoint.scheduleTrigger?.schedule).toBe('every 60 minutes');
  });
});
