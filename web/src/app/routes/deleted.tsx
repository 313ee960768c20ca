import { useNavigate } from 'react-router';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/credentials-form';

export default function DeletedRoute() {
  const navigate = useNavigate();
  return (
    <Page heading="Delete your Account" documentTitle="Account deleted" narrow>
      <div className="message-card">
        <p>We're sorry to see you go...</p>
        <p>
          <strong>Your Account has been deleted.</strong>
        </p>
      </div>
      <p>If you change your mind, simply create a new account here:</p>
      <div className="card">
        <RegisterForm onSuccess={() => void navigate(paths.newAccount)} />
      </div>
    </Page>
  );
}
