// The operator's live connection (../socket.ts) in React: its frames while a component is
// mounted, and whether it is signed in.
import { useEffect, useRef, useState } from "react";
import { currentLinkState, subscribe, watchLinkState, type LinkState, type Listener } from "../socket.ts";

/** Calls `onFrame` for every support frame while mounted (the newest handler, without reconnecting). */
export function useOperatorFrames(onFrame: Listener): void {
  const handler = useRef(onFrame);
  useEffect(() => {
    handler.current = onFrame;
  }, [onFrame]);
  useEffect(() => subscribe((frame) => handler.current(frame)), []);
}

/** Whether the live connection is signed in ("live") or (re)connecting. */
export function useLinkState(): LinkState {
  const [state, setState] = useState(currentLinkState);
  useEffect(() => watchLinkState(setState), []);
  return state;
}
