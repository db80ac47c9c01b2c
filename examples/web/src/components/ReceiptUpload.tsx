// The receipt of the fiat transfer, uploaded as the on-ramp's proof of payment: the file goes in the
// mutation's variables, which the app's upload link sends as a multipart request. The gateway reads
// its type from its content and refuses one over 3 MB as it arrives: both come back as user errors
// at the file. `Apollo-Require-Preflight` is what lets a multipart request through CSRF prevention
// when the page sends no key of its own.
import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { describeFailure } from '../gateway-errors';
import { graphql } from '../gql';

const UploadReceiptMutation = graphql(`
  mutation UploadOnrampReceipt($input: UploadOnrampProofOfPaymentInput!) {
    uploadOnrampProofOfPayment(input: $input) {
      onramp {
        id
        status
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

export function ReceiptUpload({ onrampId }: { onrampId: string }) {
  const id = useId();
  const [file, setFile] = useState<File | undefined>();
  // One key per file chosen: sending the same file again is answered with the first result.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [upload, { data, error, loading }] = useMutation(UploadReceiptMutation, { context: { headers: { 'Apollo-Require-Preflight': 'true' } } });
  const userErrors = data?.uploadOnrampProofOfPayment.userErrors ?? [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (file === undefined) return;
    try {
      await upload({ variables: { input: { onrampId, file, idempotencyKey } } });
    } catch {
      // Shown from the hook's `error` below.
    }
  }

  return (
    <form onSubmit={submit} aria-label="Proof of payment">
      {error && (
        <p role="alert" className="form-error">
          {describeFailure(error)}
        </p>
      )}
      <p>
        <label htmlFor={id}>Receipt (JPEG, PNG, GIF or PDF, at most 3 MB)</label>{' '}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/gif,application/pdf"
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setIdempotencyKey(crypto.randomUUID());
          }}
        />
      </p>
      {userErrors.map((e) => (
        <p key={`${e.field.join('.')}:${e.code}`} role="alert" className="field-error" data-code={e.code}>
          {e.message}
        </p>
      ))}
      <button type="submit" disabled={loading || file === undefined}>
        Upload receipt
      </button>
    </form>
  );
}
