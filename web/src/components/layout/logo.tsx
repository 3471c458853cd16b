import { Link } from '@/lib/navigation/navigation';
import logoMark from '@/assets/logo-mark.svg';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** Logo heights in pixels, as the spec names them. */
const SIZES = { small: 24, medium: 32, large: 40, xlarge: 64 } as const;
export type LogoSize = keyof typeof SIZES;

interface LogoProps {
  size?: LogoSize;
  /** Link to `/` (default) or render the logo alone. */
  linked?: boolean;
  /** Hide the wordmark beside the mark. */
  markOnly?: boolean;
  className?: string;
}

/** The Unlimited mark and wordmark; the image's alt text reads `unlimited`. */
export function Logo({ size = 'large', linked = true, markOnly = false, className }: LogoProps) {
  const px = SIZES[size];
  const content = (
    <>
      <img
        src={logoMark}
        alt="unlimited"
        width={px}
        height={px}
        style={{ width: px, height: px }}
        className="shrink-0 transition-[width,height] duration-300 dark:invert"
      />
      {!markOnly && (
        <span
          aria-hidden="true"
          className="font-display tracking-[0.28em] uppercase"
          style={{ fontSize: Math.max(13, Math.round(px * 0.42)) }}
        >
          Unlimited
        </span>
      )}
    </>
  );
  const classes = cn('inline-flex items-center gap-3 text-ink dark:text-neutral-100', className);
  if (!linked) return <span className={classes}>{content}</span>;
  return (
    <Link
      to={paths.home}
      className={cn(
        classes,
        'min-h-11 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold',
      )}
    >
      {content}
    </Link>
  );
}
