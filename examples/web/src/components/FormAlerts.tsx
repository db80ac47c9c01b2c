// What a form shows above its fields: a failure the caller cannot fix, and the user errors whose
// path names no field the form shows.
import { describeFailure } from '../gateway-errors';
import { pathOf } from '../ramp-draft';

export function FailureAlert({ failure }: { failure: unknown }) {
  if (!failure) return null;
  return (
    <p role="alert" className="form-error">
      {describeFailure(failure)}
    </p>
  );
}

export function UnplacedErrors({ errors }: { errors: readonly { field: readonly string[]; code: string; message: string }[] }) {
  return errors.map((e) => (
    <p key={`${pathOf(e)}:${e.code}`} role="alert" className="form-error">
      {e.message}
    </p>
  ));
}
