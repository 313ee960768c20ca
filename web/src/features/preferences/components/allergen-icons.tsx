import type { ComponentType, ReactNode } from 'react';
import type { SpecAllergyId } from '@shared/ids';
import { iconOf, SvgIcon, type IconProps } from '@/components/icons';

/**
 * One simple drawing per allergen, larger and finer than the interface icons. `filled` paints the
 * shapes with --icon-fill (light teal), and data-filled always says which it is.
 */
function AllergenSvg({ filled = false, size = 40, className, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <SvgIcon
      filled={filled}
      size={size}
      strokeWidth={1.6}
      className={className ? `allergen-icon ${className}` : 'allergen-icon'}
      data-filled={filled ? 'true' : 'false'}
      {...rest}
    />
  );
}

/** Gluten: a loaf of bread. */
const GlutenIcon = iconOf(
  <>
    <path d="M6 11.6A4 4 0 0 1 7 3.8h10a4 4 0 0 1 1 7.8V20a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1z" />
    <path d="M9.5 9.5v2M12 9v2M14.5 9.5v2" fill="none" />
  </>,
  AllergenSvg,
);

/** Peanut: a two-lobed shell. */
const PeanutIcon = iconOf(
  <>
    <path d="M12 2.8a4.6 4.6 0 0 1 3.3 7.8 2 2 0 0 0 0 2.8A4.6 4.6 0 1 1 8.7 13.4a2 2 0 0 0 0-2.8A4.6 4.6 0 0 1 12 2.8z" />
    <path d="M10.5 6.5h.01M13.5 8h.01M10.5 16h.01M13.5 17.5h.01" fill="none" strokeWidth={2.2} />
  </>,
  AllergenSvg,
);

/** Shellfish: a scallop shell. */
const ShellfishIcon = iconOf(
  <>
    <path d="M12 19.5 3.6 10.8A8.4 8.4 0 0 1 20.4 10.8z" />
    <path d="M12 19.5V5.5M12 19.5 8 6.6M12 19.5 16 6.6M12 19.5 5 9.3M12 19.5l7-10.2" fill="none" />
    <path d="M9.8 19.5h4.4V22H9.8z" />
  </>,
  AllergenSvg,
);

/** Soy: a bean pod with three beans. */
const SoyIcon = iconOf(
  <>
    <path d="M4 19.6C4 11 10.6 4 19.4 4c.4 0 .6.2.6.6C20 13.4 13 20 4.4 20c-.2 0-.4-.2-.4-.4z" />
    <circle cx="8.6" cy="15.4" r="1.8" fill="none" />
    <circle cx="12" cy="12" r="1.8" fill="none" />
    <circle cx="15.4" cy="8.6" r="1.8" fill="none" />
  </>,
  AllergenSvg,
);

/** Sulfite: a glass of wine. */
const SulfiteIcon = iconOf(
  <>
    <path d="M7 3h10l-.4 5.2a4.6 4.6 0 0 1-9.2 0z" />
    <path d="M12 13v7.5M8 21h8" fill="none" />
  </>,
  AllergenSvg,
);

/** Wheat: an ear of grain. */
const WheatIcon = iconOf(
  <>
    <path d="M12 22V8" fill="none" />
    <path d="M12 19c-3 0-4.5-1.8-4.5-4.2 3 0 4.5 1.8 4.5 4.2zM12 19c3 0 4.5-1.8 4.5-4.2-3 0-4.5 1.8-4.5 4.2zM12 13.6c-3 0-4.5-1.8-4.5-4.2 3 0 4.5 1.8 4.5 4.2zM12 13.6c3 0 4.5-1.8 4.5-4.2-3 0-4.5 1.8-4.5 4.2zM12 8.4c-1.7-1-1.7-3.8 0-5.6 1.7 1.8 1.7 4.6 0 5.6z" />
  </>,
  AllergenSvg,
);

/** The allergens beyond the six: a plain drop, the same for each (their names say which). */
export const OtherAllergenIcon = iconOf(
  <path d="M12 3c3.5 4.2 6 7.6 6 10.8A6 6 0 0 1 6 13.8C6 10.6 8.5 7.2 12 3z" />,
  AllergenSvg,
);

export const ALLERGEN_ICONS: Record<SpecAllergyId, ComponentType<IconProps>> = {
  gluten: GlutenIcon,
  peanut: PeanutIcon,
  shellfish: ShellfishIcon,
  soy: SoyIcon,
  sulfite: SulfiteIcon,
  wheat: WheatIcon,
};
