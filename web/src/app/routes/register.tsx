import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/credentials-form';
import { AccountForm, LOGGED_IN, LoggedInCard, useAccountPage } from './account-pages';

export default function RegisterRoute() {
  const { hasToken, state, onSuccess } = useAccountPage(paths.newAccount);
  if (hasToken) {
    return <LoggedInCard {...LOGGED_IN.register} />;
  }
  return <AccountForm page="register" state={state} form={<RegisterForm onSuccess={onSuccess} />} />;
}
