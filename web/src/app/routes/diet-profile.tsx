import { Page } from '@/components/page';
import { DietProfile } from '@/features/preferences/components/diet-profile';

export default function DietProfileRoute() {
  return (
    <Page heading="User Actions / Dietary Profile" documentTitle="Dietary Profile" narrow>
      <DietProfile />
    </Page>
  );
}
