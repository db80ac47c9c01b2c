// The event log's cursors: opaque text naming a position in the log and the data set it was
// issued for. A cursor of another connection, of another data set, or text that is none is the
// caller's mistake (BAD_USER_INPUT), never a silent start from the beginning.

import { systemError } from '../../datasources/provider-errors.js';
import type { DataSet } from '../../domain/data-sets.js';

const PREFIX = 'status-event:1';
const CURSOR = /^status-event:1:(test|live|unknown):(0|[1-9][0-9]{0,14})$/;

export function encodeEventCursor(dataSet: DataSet, position: number): string {
  return Buffer.from(`${PREFIX}:${dataSet}:${position}`).toString('base64url');
}

/** The position `text` names; throws BAD_USER_INPUT when it is no cursor of this log for `dataSet`. */
export function eventCursorPosition(text: string, dataSet: DataSet, argument: string): number {
  const match = CURSOR.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (match === null || Buffer.from(match[0]).toString('base64url') !== text) {
    throw systemError('BAD_USER_INPUT', `${argument} is not a cursor of the event log.`, { argumentName: argument });
  }
  if (match[1] !== dataSet) {
    throw systemError('BAD_USER_INPUT', `${argument} was issued for the ${match[1]} data set, not this key's.`, { argumentName: argument });
  }
  return Number(match[2]);
}
