import { type Book, publicDomainLabel } from '@core/features/mystical-library/book';
import { cardTags, downloadFileName, ratingStars } from '@core/features/mystical-library/book-display';
import { CatalogueCard } from '@/components/catalogue/catalogue-card';
import { categoryLabel, difficultyClasses } from './book-presentation';

interface BookCardProps {
  book: Book;
  expanded: boolean;
  onToggle(): void;
  highlight?: string | null;
}

const IN_BRIEF = 'In brief: ';

/** Spec §9: floor-of-rating stars, drawn for the eye, with the exact rating in words for everyone. */
function RatingStars({ rating }: { rating: number }) {
  const { filled, empty } = ratingStars(rating);
  return (
    <span className="flex items-center gap-1 rounded-full border border-gold-300/40 px-2 py-0.5 text-gold-100">
      <span aria-hidden="true">
        {'★'.repeat(filled)}
        <span className="text-violet-300/60">{'☆'.repeat(empty)}</span>
      </span>
      <span>
        <span className="sr-only">Rated </span>
        {rating.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </span>
    </span>
  );
}

function Excerpt({ excerpt }: { excerpt: string }) {
  if (excerpt.startsWith(IN_BRIEF)) {
    return (
      <p>
        <strong className="text-gold-100">In brief:</strong> {excerpt.slice(IN_BRIEF.length)}
      </p>
    );
  }
  return (
    <blockquote className="border-l-2 border-gold-300/60 pl-3 italic text-violet-50">{excerpt}</blockquote>
  );
}

function BookDetails({ book }: { book: Book }) {
  const facts = [
    ['Pages', String(book.pages)],
    ['Language', book.language],
    ['Format', book.format],
    ['Size', book.size],
    ['Public domain', publicDomainLabel(book)],
    ['Edition', book.source.edition],
  ] as const;
  return (
    <>
      <Excerpt excerpt={book.excerpt} />
      <div>
        <h4 className="font-semibold text-gold-100">Spiritual benefits</h4>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {book.spiritualBenefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-violet-200">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** One book of the library: cover emoji, facts, up to three tags, Learn More and Download. */
export function BookCard({ book, expanded, onToggle, highlight }: BookCardProps) {
  return (
    <CatalogueCard
      id={book.id}
      icon={book.coverImage}
      title={book.title}
      subtitle={`${book.author} · ${book.year}`}
      highlight={highlight ?? null}
      summary={
        <>
          <p>{book.description}</p>
          <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-1">
            {cardTags(book).map((tag) => (
              <li key={tag} className="rounded-full bg-white/10 px-2 py-0.5 text-xs text-violet-100">
                #{tag}
              </li>
            ))}
          </ul>
        </>
      }
      badges={
        <>
          <span
            className={`rounded-full border px-2 py-0.5 font-semibold ${difficultyClasses(book.difficulty)}`}
          >
            <span className="sr-only">Level: </span>
            {book.difficulty}
          </span>
          <span className="rounded-full border border-white/15 px-2 py-0.5 text-violet-100">
            {categoryLabel(book.category)}
          </span>
          <RatingStars rating={book.rating} />
        </>
      }
      expanded={expanded}
      onToggle={onToggle}
      details={<BookDetails book={book} />}
      link={{ label: 'Download', href: book.downloadUrl, download: downloadFileName(book.title) }}
    />
  );
}
