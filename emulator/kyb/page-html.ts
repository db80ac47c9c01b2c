// The hosted KYB pages: plain HTML forms that work without JavaScript.

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c]!);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; color: #1b1b1b; }
label { display: block; margin-top: 1rem; font-weight: 600; }
input, select { width: 100%; padding: .5rem; margin-top: .25rem; box-sizing: border-box; }
button { margin-top: 1.5rem; padding: .6rem 1.2rem; font-size: 1rem; }
.error { color: #a10000; }
.note { color: #555; font-size: .9rem; }
</style>
</head>
<body>
${body}
</body>
</html>
`;
}

export interface KybFormValues {
  registration_number: string;
  director_name: string;
  incorporation_date: string;
  review_outcome: string;
}

export const REVIEW_OUTCOMES = [
  ['approved', 'Approve'],
  ['rejected', 'Reject'],
  ['more_info', 'Ask for more information'],
] as const;

export function kybFormPage(businessName: string, values: KybFormValues, errors: Record<string, string>): string {
  const field = (name: keyof KybFormValues, label: string, type = 'text') => `
<label for="${name}">${label}</label>
<input id="${name}" name="${name}" type="${type}" value="${escapeHtml(values[name])}"${type === 'date' ? '' : ' required'}>
${errors[name] ? `<p class="error" id="${name}-error">${escapeHtml(errors[name])}</p>` : ''}`;
  const options = REVIEW_OUTCOMES.map(
    ([value, text]) => `<option value="${value}"${values.review_outcome === value ? ' selected' : ''}>${text}</option>`,
  ).join('');
  return layout(
    `Business verification: ${businessName}`,
    `<h1>Business verification</h1>
<p>Verifying <strong id="business-name">${escapeHtml(businessName)}</strong>.</p>
<form method="post">
${field('registration_number', 'Company registration number')}
${field('director_name', 'Full name of a director')}
${field('incorporation_date', 'Date of incorporation (optional)', 'date')}
<label for="review_outcome">Emulator: outcome of the review</label>
<select id="review_outcome" name="review_outcome">${options}</select>
${errors.review_outcome ? `<p class="error">${escapeHtml(errors.review_outcome)}</p>` : ''}
<p class="note">This page is served by the ramp emulator. The outcome you pick is what the emulated reviewer decides.</p>
<button id="submit" type="submit">Submit for review</button>
</form>`,
  );
}

export function kybSubmittedPage(businessName: string): string {
  return layout(
    'Verification submitted',
    `<h1 id="result">Thank you</h1>
<p>The verification of <strong>${escapeHtml(businessName)}</strong> was submitted and is now in review.
You may close this page.</p>`,
  );
}

export function kybGonePage(code: 'LINK_USED' | 'LINK_EXPIRED'): string {
  const text =
    code === 'LINK_USED'
      ? 'This verification link has already been used. Each link works once; ask the platform that sent it for a new one if needed.'
      : 'This verification link has expired. Ask the platform that sent it for a new one.';
  return layout('Verification link no longer valid', `<h1 id="result">Link no longer valid</h1>\n<p id="code" data-code="${code}">${text}</p>`);
}

export function kybNotFoundPage(): string {
  return layout('Verification link not found', '<h1 id="result">Link not found</h1>\n<p>This verification link does not exist.</p>');
}
