import { FacebookIcon, InstagramIcon, LinkedinIcon } from './social-icons';

const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { label: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', Icon: LinkedinIcon },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-neutral-200">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 py-4 text-sm text-neutral-600 md:flex-row md:justify-between">
        <p>All Rights Reserved 2024</p>
        <ul className="flex gap-2">
          {SOCIAL_LINKS.map(({ label, href, Icon }) => (
            <li key={label}>
              <a
                href={href}
                aria-label={label}
                rel="noopener noreferrer"
                target="_blank"
                className="flex size-11 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100 hover:text-ink"
              >
                <Icon />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
