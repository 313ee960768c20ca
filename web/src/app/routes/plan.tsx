import { Page } from '@/components/page';
import { PlanWeek } from '@/features/plan/components/plan-week';

export default function PlanRoute() {
  return (
    <Page heading="Meal plan" documentTitle="Meal plan">
      <PlanWeek />
    </Page>
  );
}
