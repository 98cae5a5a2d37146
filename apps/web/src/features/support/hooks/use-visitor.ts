// The visitor's customer-service identity as React state (the store: ../visitor.ts).
import { useSyncExternalStore } from "react";
import { getVisitor, subscribeVisitor, type VisitorIdentity } from "../visitor.ts";

/** The visitor identity this browser holds, re-rendering when it is set or cleared. */
export function useVisitor(): VisitorIdentity | null {
  return useSyncExternalStore(subscribeVisitor, getVisitor, getVisitor);
}
