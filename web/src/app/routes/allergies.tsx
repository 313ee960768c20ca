import { Page } from '@/components/page';
import { AllergySettings } from '@/features/preferences/components/allergy-settings';

export default function AllergiesRoute() {
  return (
    <Page heading="User Actions / Allergen Settings" documentTitle="Allergen Settings" narrow>
      <AllergySettings />
    </Page>
  );
}
