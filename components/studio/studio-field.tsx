'use client';

// The lesson editor's shared field pieces (issue 46).

export const INPUT_CLASS =
  'h-10 rounded-md border border-white/20 bg-black/30 px-3 text-sm outline-none focus-visible:outline-2 focus-visible:outline-primary aria-[invalid=true]:border-red-400';

/** A server message under its field (translated by the API). */
export function FieldError({ text, testId }: { text?: string; testId: string }) {
  if (!text) return null;
  return (
    <p role="alert" className="text-sm text-red-400" data-testid={testId}>
      {text}
    </p>
  );
}
