import { Page } from '@/components/page';
import { ShoppingList } from '@/features/shopping-list/components/shopping-list';

export default function ShoppingListRoute() {
  return (
    <Page heading="Shopping List" documentTitle="Shopping List" narrow>
      <ShoppingList />
    </Page>
  );
}
