import { thumbnailUrl } from '@kirana/shared/images';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';

/** docs/product-rules.md "Numbers": the thumbnail strip scrolls 100 px per arrow press. */
const THUMB_SCROLL_STEP = 100;

/** The main image, dots to switch between images, and a scrollable thumbnail strip with arrows. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const strip = useRef<HTMLUListElement>(null);
  const current = images[selected] ?? images[0];
  const scroll = (direction: 1 | -1) =>
    strip.current?.scrollBy({ left: direction * THUMB_SCROLL_STEP, behavior: 'smooth' });
  const arrow =
    'flex size-8 shrink-0 items-center justify-center rounded-full border border-neutral-200 bg-white hover:bg-neutral-50';

  return (
    // min-w-0: inside the page's grid, the thumbnail strip must scroll rather than widen the page.
    <div className="flex min-w-0 flex-col gap-3">
      <div className="mx-auto flex aspect-square w-full max-w-[28rem] items-center justify-center overflow-hidden rounded-xl border border-neutral-200 bg-white">
        {current ? (
          <img
            src={current}
            alt={name}
            width={480}
            height={480}
            fetchPriority="high"
            className="size-full object-contain"
          />
        ) : (
          <div aria-hidden="true" className="size-full bg-neutral-100" />
        )}
      </div>
      {images.length > 1 && (
        <>
          <div className="flex flex-wrap justify-center gap-x-1 gap-y-0">
            {images.map((image, index) => (
              <button
                key={image}
                type="button"
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className="flex size-6 items-center justify-center"
              >
                <span
                  className={`block size-2.5 rounded-full ${index === selected ? 'bg-ink' : 'bg-neutral-300'}`}
                />
              </button>
            ))}
          </div>
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => scroll(-1)}
              aria-label="Scroll thumbnails left"
              className={arrow}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
            </button>
            <ul
              ref={strip}
              className="flex min-w-0 flex-1 gap-2 overflow-x-auto scroll-smooth [scrollbar-width:none]"
            >
              {images.map((image, index) => (
                <li key={image} className="shrink-0">
                  <button
                    type="button"
                    onClick={() => setSelected(index)}
                    aria-label={`Show image ${index + 1} of ${images.length}`}
                    className={`block size-16 overflow-hidden rounded-lg border-2 md:size-20 ${
                      index === selected ? 'border-buy' : 'border-neutral-200'
                    }`}
                  >
                    <img
                      src={thumbnailUrl(image)}
                      alt=""
                      width={80}
                      height={80}
                      loading="lazy"
                      className="size-full object-contain"
                    />
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={() => scroll(1)}
              aria-label="Scroll thumbnails right"
              className={arrow}
            >
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          </div>
        </>
      )}
    </div>
  );
}
