import { Highlight, SiteLink } from '@portail/shared';

/** The name of a result, company or person, as the link to its record, the searched words highlighted. */
export function HitTitle({ href, name, words }: { href: string; name: string; words: readonly string[] }) {
  return (
    <SiteLink href={href}>
      <Highlight text={name} words={words} />
    </SiteLink>
  );
}
