// A top-bar icon link with a count badge (the notification bell, the customer-service link): the
// label (aria-label and title) names the count, the badge shows it up to 99 ("99+" past that; the
// page behind the link has the exact count). `className` names the link's block: the badge is its
// `__badge` element.
import { Link } from "react-router";
import { Icon, type IconName } from "./Icon.tsx";

/** A badge past this shows "99+". */
export const badgeMax = 99;

export function badgeText(count: number): string {
  return count > badgeMax ? `${badgeMax}+` : String(count);
}

interface BadgeLinkProps {
  to: string;
  icon: IconName;
  label: string;
  count: number;
  className: string;
  testId: string;
  badgeTestId: string;
}

export function BadgeLink({ to, icon, label, count, className, testId, badgeTestId }: BadgeLinkProps) {
  return (
    <Link to={to} className={`icon-button ${className}`} aria-label={label} title={label} data-testid={testId}>
      <Icon name={icon} />
      {count > 0 && (
        <span className={`${className}__badge numeric`} aria-hidden="true" data-testid={badgeTestId}>
          {badgeText(count)}
        </span>
      )}
    </Link>
  );
}
