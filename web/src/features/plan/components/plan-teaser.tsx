import { Link } from 'react-router';
import { CalendarIcon, ChevronRightIcon } from '@/components/icons';
import { paths } from '@/config/paths';

/** The link to the meal plan that the account pages show beside their own content. */
export function PlanTeaser() {
  return (
    <Link to={paths.plan} className="teaser">
      <CalendarIcon />
      <span className="teaser__text">
        <strong>Meal plan</strong>
        <span>Plan the week's meals, and shop for them in one go.</span>
      </span>
      <ChevronRightIcon />
    </Link>
  );
}
