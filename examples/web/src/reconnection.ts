// The live connection's reconnections, for what must resume after one: graphql-ws sends each
// subscription again with the variables it first had, so a subscription that resumes from a cursor
// subscribes anew with the last cursor it saw.
import { createContext, useContext, useEffect, useRef } from 'react';

/** Registers a listener called each time the live connection is made again after it was lost; returns its removal. */
export type OnReconnected = (listener: () => void) => () => void;

export const ReconnectedContext = createContext<OnReconnected>(() => () => {});

export function useOnReconnected(listener: () => void): void {
  const onReconnected = useContext(ReconnectedContext);
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => onReconnected(() => latest.current()), [onReconnected]);
}
