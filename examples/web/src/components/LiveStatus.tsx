// The status a created ramp's subscription keeps current, and what the form says when it cannot.

export function StatusLine({ status }: { status: string }) {
  return (
    <p>
      Status: <output data-column="status">{status}</output>
    </p>
  );
}

export function LiveStatusError({ error }: { error: { message: string } | undefined }) {
  return error ? <p role="alert">Live status unavailable: {error.message}</p> : null;
}
