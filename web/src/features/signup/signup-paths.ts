/**
 * The invitee's sign-up addresses: the invitation token travels in `?invite=`; a signed-in
 * invitee finishing without the emailed link (token `null`) has `?resume=1` instead.
 */
import { INVITE_PARAM, RESUME_PARAM, type TierId } from '@unlimited/domain';
import { paths } from '@/config/paths';

const withInvite = (path: string, token: string | null, extra = '') =>
  `${path}?${token === null ? `${RESUME_PARAM}=1` : `${INVITE_PARAM}=${encodeURIComponent(token)}`}${extra}`;

export const signupPaths = {
  accountCreation: (token: string) => withInvite(paths.signupAccountCreation, token),
  tierSelection: (token: string | null) => withInvite(paths.signupTierSelection, token),
  addOns: (token: string | null, tier: TierId) =>
    withInvite(paths.signupAddOns, token, `&tier=${tier}`),
};
