'use client';

import { Avatar } from 'radix-ui';
import { cn } from '@/lib/client/cn';
import { userInitials } from '@/lib/shell/nav';

/** The user's photo, or their initials while it loads or when there is none. */
export function UserAvatar({
  name,
  photoUrl,
  className,
}: {
  name: string;
  photoUrl: string | null;
  className?: string;
}) {
  return (
    <Avatar.Root
      className={cn(
        'inline-flex h-9 w-9 shrink-0 overflow-hidden rounded-full bg-primary text-primary-text select-none',
        className,
      )}
    >
      {photoUrl && <Avatar.Image src={photoUrl} alt="" className="h-full w-full object-cover" />}
      {/* decorative: the member's name is said by the button or text around the avatar */}
      <Avatar.Fallback
        aria-hidden
        delayMs={photoUrl ? 400 : 0}
        className="flex h-full w-full items-center justify-center text-sm font-semibold"
      >
        {userInitials(name)}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
