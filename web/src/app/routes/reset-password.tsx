import { Link } from 'react-router-dom';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { paths } from '@/config/paths';

/** `/reset-password`: the Forgot Password? link's target. */
export default function ResetPasswordRoute() {
  return (
    <AuthCard
      title="Reset Password"
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
    >
      <ResetPasswordForm />
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login} className="underline-offset-4 hover:underline">
          Back to Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
