import { useEffect, useRef } from 'react';
import { signs } from '@core/content/signs';
import { LIBRARY_BOOKS } from '@core/features/mystical-library/library-books';
import { filterBooks, recommendedFor } from '@core/features/mystical-library/library-filters';
import { CatalogueSection } from '@/components/catalogue/catalogue-section';
import { RecommendedList, revealCatalogueCard } from '@/components/catalogue/recommended-list';
import { useOneOpen } from '@/components/catalogue/use-one-open';
import { PageHeader } from '@/components/page-header';
import { useProfile } from '@/lib/profile/use-profile';
import { BookCard } from './book-card';
import { LibraryFilterPanel } from './library-filter-panel';
import { CollectionStatistics, FeaturedAuthors, ReadingGuidelines } from './library-footer';
import { useLibraryFilters } from './use-library-filters';

const countText = (count: number) => (count === 1 ? '1 book found' : `${count} books found`);

/**
 * Spec §2 Mystical Library: search, level, category and zodiac filters combined with AND and kept
 * in the URL, up to three books recommended for the chosen sign, the book cards (one open at a
 * time), and the statistics, featured authors and guidelines blocks.
 */
export default function MysticalLibraryPage() {
  const { profile } = useProfile();
  const { filters, update, reset } = useLibraryFilters();
  const { openId, toggle, open } = useOneOpen<string>();
  // A recommended book is revealed once it is rendered, which may take a render after its filters clear.
  const revealId = useRef<string | null>(null);
  const books = filterBooks(LIBRARY_BOOKS, filters);
  const sign = filters.sign === 'all' ? null : signs[filters.sign];
  const recommended = sign ? recommendedFor(sign.id) : [];

  useEffect(() => {
    const id = revealId.current;
    if (id === null || !books.some((book) => book.id === id)) return;
    revealId.current = null;
    revealCatalogueCard(id);
  });

  const chooseRecommended = (id: string) => {
    if (!books.some((book) => book.id === id)) update({ category: 'all', level: 'all', search: '' });
    revealId.current = id;
    open(id);
  };

  return (
    <>
      <PageHeader
        title="Mystical Library"
        subtitle="Nineteen classic books on astrology, mysticism and the inner life, free to read"
      />
      <div className="space-y-5">
        <LibraryFilterPanel
          filters={filters}
          update={update}
          ownSign={profile.zodiacSign ?? null}
          found={
            <p role="status" className="font-semibold text-violet-50">
              {countText(books.length)}
            </p>
          }
        />
        {sign ? (
          <RecommendedList
            title={`Recommended for ${sign.name}`}
            items={recommended.map((book) => ({
              id: book.id,
              icon: book.coverImage,
              name: book.title,
              note: book.author,
            }))}
            onChoose={chooseRecommended}
          />
        ) : null}
        {books.length === 0 ? (
          <section aria-labelledby="no-books" className="glass-card p-6 text-center">
            <h2 id="no-books" className="font-display text-xl font-semibold text-gold-200">
              No Books Found
            </h2>
            <p className="mt-2 text-violet-100/90">
              Nothing in the collection matches every filter at once. Loosen one, or start again.
            </p>
            <button
              type="button"
              onClick={reset}
              className="mt-4 min-h-11 rounded-full bg-gold-300 px-5 font-semibold text-night-950 hover:bg-gold-200"
            >
              Clear all filters
            </button>
          </section>
        ) : (
          <CatalogueSection title="The Collection">
            {books.map((book) => (
              <BookCard
                key={book.id}
                book={book}
                expanded={openId === book.id}
                onToggle={() => toggle(book.id)}
                highlight={
                  sign && recommended.some((pick) => pick.id === book.id)
                    ? `Recommended for ${sign.name}`
                    : null
                }
              />
            ))}
          </CatalogueSection>
        )}
        <CollectionStatistics />
        <FeaturedAuthors />
        <ReadingGuidelines />
      </div>
    </>
  );
}
