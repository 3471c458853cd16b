/**
 * team: staff roles. Imports core and orders (the email's HTML escaping).
 *
 * Staff roles: who on the team may do what. Every member of staff carries `admin: true`
 * (so every admin check, in the rules, the callables and the web, holds for all staff)
 * and a `role` claim beside it: `owner`, `operations` or `support`.
 *
 * An account with `admin: true` and no `role` (staff made before roles existed, or with
 * `npm run admin:grant`) counts as an **owner**: taking power away from existing admins
 * silently would lock them out of the Team page, the only place roles are managed.
 *
 * - owner: everything, including the Team page (invite, change roles, remove).
 * - operations: everything but the Team page.
 * - support: reads every screen, works orders, swaps, the waitlist, invitations,
 *   products and customer notes; **read-only on money**: cannot create or deactivate
 *   coupons, change a member's membership or billing, refund, charge or credit.
 */
export * from './roles';
export * from './invitations';
