// A queue row's time column: how long a pending item has waited, or when and by whom a decided
// one was decided.
import { formatDateTime, useLocale } from "../lib/format.ts";
import { WaitingTime } from "./WaitingTime.tsx";

interface WaitingOrDecidedProps {
  pending: boolean;
  since: string;
  decidedAt: string | null;
  decidedBy: { username: string } | null;
  overdueAfter_h?: number | undefined;
}

export function WaitingOrDecided({ pending, since, decidedAt, decidedBy, overdueAfter_h }: WaitingOrDecidedProps) {
  const locale = useLocale();
  if (pending) return <WaitingTime since={since} overdueAfter_h={overdueAfter_h} />;
  return (
    <>
      {formatDateTime(decidedAt, locale)}
      {decidedBy !== null && <div className="muted">{decidedBy.username}</div>}
    </>
  );
}
