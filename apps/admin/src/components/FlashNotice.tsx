// The notice a decision left for the page it led to ("Done. The queue is empty.").
import { useFlashNotice } from "../lib/use-review-flow.ts";

export function FlashNotice() {
  const notice = useFlashNotice();
  if (notice === null) return null;
  return (
    <p className="notice" role="status" data-testid="notice">
      {notice}
    </p>
  );
}
