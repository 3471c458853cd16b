/** The invitee's sign-up addresses; the invitation token travels in `?invite=`. */
import { INVITE_PARAM, type TierId } from '@unlimited/domain';
import { paths } from '@/config/paths';

const withInvite = (path: string, token: string, extra = '') =>
  `${path}?${INVITE_PARAM}=${encodeURIComponent(token)}${extra}`;

export const signupPaths = {
  accountCreation: (token: string) => withInvite(paths.signupAccountCreation, token),
  tierSelection: (token: string) => withInvite(paths.signupTierSelection, token),
  addOns: (token: string, tier: TierId) => withInvite(paths.signupAddOns, token, `&tier=${tier}`),
};
