import type { SocialNetwork } from '@/lib/frame/schemas';

// Brand marks drawn with plain shapes (lucide dropped its brand icons); decorative, labelled by their link.
const PATHS: Record<SocialNetwork, React.ReactNode> = {
  facebook: (
    <path
      fill="currentColor"
      stroke="none"
      d="M14 8h3V4h-3c-2.76 0-5 2.24-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.55.45-1 1-1z"
    />
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path fill="currentColor" stroke="none" d="M10 9v6l5-3z" />
    </>
  ),
};

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      className={className}
    >
      {PATHS[network]}
    </svg>
  );
}
