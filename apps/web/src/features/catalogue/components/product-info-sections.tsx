import { BadgePercent, LayoutGrid, Zap } from 'lucide-react';

const REASONS = [
  {
    icon: Zap,
    title: 'Superfast Delivery',
    text: 'Get your order delivered to your doorstep at the earliest from dark stores near you.',
  },
  {
    icon: BadgePercent,
    title: 'Best Prices & Offers',
    text: 'Best price destination with offers directly from the manufacturers.',
  },
  {
    icon: LayoutGrid,
    title: 'Wide Assortment',
    text: 'Choose from 5000+ products across food, personal care, household & other categories.',
  },
];

/** docs/product-rules.md "Screens": the fixed 'Why shop from the product?' block. */
export function WhyShopWithUs() {
  return (
    <section aria-labelledby="why-shop" className="flex flex-col gap-4">
      <h2 id="why-shop" className="text-lg font-semibold">
        Why shop from the product?
      </h2>
      <ul className="flex flex-col gap-4">
        {REASONS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-soft">
              <Icon aria-hidden="true" className="size-6 text-ink" />
            </span>
            <div>
              <h3 className="text-sm font-semibold">{title}</h3>
              <p className="text-sm text-neutral-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const KEY_FEATURES = 'Key Features';

/** Description, 'Key Features' first among the more_details sections, then the fixed Disclaimer. */
export function ProductDetailsSections({
  description,
  details,
}: {
  description: string;
  details: Record<string, string>;
}) {
  const entries = Object.entries(details).filter(([, value]) => value.trim());
  const ordered = [
    ...entries.filter(([key]) => key === KEY_FEATURES),
    ...entries.filter(([key]) => key !== KEY_FEATURES),
  ];
  return (
    <div className="flex flex-col gap-4">
      {description && <DetailSection title="Description" text={description} />}
      {ordered.map(([title, text]) => (
        <DetailSection key={title} title={title} text={text} />
      ))}
      <DetailSection
        title="Disclaimer"
        text="Every effort is made to maintain the accuracy of all information. However, actual product packaging and materials may contain more and/or different information. It is recommended not to solely rely on the information presented."
      />
    </div>
  );
}

function DetailSection({ title, text }: { title: string; text: string }) {
  return (
    <section>
      <h2 className="font-semibold">{title}</h2>
      <p className="text-sm whitespace-pre-line text-neutral-700">{text}</p>
    </section>
  );
}
