import type { ComponentType, ReactNode, SVGProps } from 'react';

/** Hand-drawn 24×24 line icons. Decorative: the control around them carries the name. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Draw the shapes filled (with `--icon-fill`, default currentColor) instead of outlined. */
  filled?: boolean;
  size?: number;
}

/**
 * The one SVG wrapper of every icon (these and the allergen drawings): a 24×24 drawing in
 * currentColor, hidden from assistive technology and from the tab order. Props given (a stroke
 * width, a data attribute) override the defaults.
 */
export function SvgIcon({
  filled = false,
  size = 24,
  className,
  children,
  ...rest
}: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'var(--icon-fill, currentColor)' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `icon ${className}` : 'icon'}
      data-filled={filled ? 'true' : undefined}
      {...rest}
    >
      {children}
    </svg>
  );
}

/** An icon component drawing `shapes` in `Frame`: the interface icons' SvgIcon unless given. */
export function iconOf(shapes: ReactNode, Frame: ComponentType<IconProps & { children: ReactNode }> = SvgIcon) {
  return function Icon(props: IconProps) {
    return <Frame {...props}>{shapes}</Frame>;
  };
}

export const ArrowLeftIcon = iconOf(<path d="M19 12H5M11 18l-6-6 6-6" />);
export const ArrowRightIcon = iconOf(<path d="M5 12h14M13 6l6 6-6 6" />);
export const HomeIcon = iconOf(<path d="M3.5 10.5 12 3.5l8.5 7V20a1 1 0 0 1-1 1H15v-6H9v6H4.5a1 1 0 0 1-1-1z" />);
export const SearchIcon = iconOf(
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m20 20-4.8-4.8" />
  </>,
);
export const BookmarkIcon = iconOf(<path d="M6.5 3h11a1 1 0 0 1 1 1v17L12 16.8 5.5 21V4a1 1 0 0 1 1-1z" />);
export const UserIcon = iconOf(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c.6-4 3.9-6.5 8-6.5s7.4 2.5 8 6.5" />
  </>,
);
export const RefreshIcon = iconOf(
  <path d="M20 11A8 8 0 0 0 5.3 7M4 3.5V8h4.5M4 13a8 8 0 0 0 14.7 4M20 20.5V16h-4.5" />,
);
export const ClockIcon = iconOf(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const ServesIcon = iconOf(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.4-3.6 3.1-6 6.5-6s6.1 2.4 6.5 6M15.5 4.6a3.5 3.5 0 0 1 0 6.8M18 14.4c2 .8 3.3 2.9 3.5 5.6" />
  </>,
);
export const PotIcon = iconOf(
  <path d="M3 11h18M4 11v2a8 8 0 0 0 8 8h0a8 8 0 0 0 8-8v-2M1.5 11H3m18 0h1.5M9 7.5c0-1.5 1.5-1.5 1.5-3M13.5 7.5c0-1.5 1.5-1.5 1.5-3" />,
);
export const LeafIcon = iconOf(<path d="M5 19c0-9 6-14 15-14 0 9-5 15-14 15zM5 19l7-7" />);
export const ShieldIcon = iconOf(<path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z" />);
export const TrashIcon = iconOf(
  <path d="M4 7h16M9.5 7V4.5h5V7M6 7l1 13a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1l1-13M10 11v6M14 11v6" />,
);
export const LogOutIcon = iconOf(
  <path d="M14 4H6a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h8M10 12h10M16.5 8.5 20 12l-3.5 3.5" />,
);
export const KeyIcon = iconOf(
  <path d="M14.5 9.5a4 4 0 1 0-3.2 3.9L13 15h2v2h2v2h3.5v-3.5l-5.6-5.6a4 4 0 0 0-.4-1.4zM8 8.5h.01" />,
);
export const LogInIcon = iconOf(<path d="M10 4h8a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-8M4 12h10M10.5 8.5 14 12l-3.5 3.5" />);
export const UserPlusIcon = iconOf(
  <>
    <circle cx="10" cy="8" r="4" />
    <path d="M2.5 21c.6-4 3.6-6.5 7.5-6.5 1.6 0 3 .4 4.2 1.1M19 14v6M16 17h6" />
  </>,
);
export const ChevronRightIcon = iconOf(<path d="m9 5 7 7-7 7" />);
export const CalendarIcon = iconOf(
  <path d="M5 5.5h14a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6.5a1 1 0 0 1 1-1zM4 10h16M8.5 3v5M15.5 3v5" />,
);
export const ListIcon = iconOf(<path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />);
export const CloseIcon = iconOf(<path d="M6 6l12 12M18 6 6 18" />);
export const CheckIcon = iconOf(<path d="m5 12.5 4.5 4.5L19 7.5" />);
export const WarningIcon = iconOf(<path d="M12 3.5 2.5 20h19zM12 10v4.5M12 17.5h.01" />);
