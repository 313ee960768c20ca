import { useParams } from 'react-router';
import { Page } from '@/components/page';
import { JoinHousehold } from '@/features/household/components/join-household';
import { useHasToken } from '@/lib/token';

export default function JoinHouseholdRoute() {
  const { code = '' } = useParams();
  return (
    <Page heading="Join a household" documentTitle="Join a household" narrow>
      <JoinHousehold code={code} loggedIn={useHasToken()} />
    </Page>
  );
}
