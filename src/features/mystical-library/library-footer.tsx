import { LIBRARY_BOOKS } from '@core/features/mystical-library/library-books';
import { featuredAuthors, libraryStatistics } from '@core/features/mystical-library/library-statistics';
import { LibrarySection } from './library-section';

const STATISTICS = libraryStatistics(LIBRARY_BOOKS);
const AUTHORS = featuredAuthors(LIBRARY_BOOKS);

/** Spec §9: total books, distinct authors, public-domain count and category count. */
export function CollectionStatistics() {
  const figures = [
    ['Books', STATISTICS.totalBooks],
    ['Authors', STATISTICS.distinctAuthors],
    ['Public domain', STATISTICS.publicDomainCount],
    ['Categories', STATISTICS.categoryCount],
  ] as const;
  return (
    <LibrarySection title="Collection Statistics">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="flex flex-col-reverse rounded-lg bg-white/5 p-3 text-center">
            <dt className="text-violet-200">{label}</dt>
            <dd className="font-display text-2xl font-semibold text-gold-100">{value}</dd>
          </div>
        ))}
      </dl>
    </LibrarySection>
  );
}

/** The authors with the most (and best-rated) books in the collection. */
export function FeaturedAuthors() {
  return (
    <LibrarySection title="Featured Authors">
      <ul className="space-y-2">
        {AUTHORS.map(({ author, titles }) => (
          <li key={author}>
            <span className="font-semibold text-gold-100">{author}</span>
            <span className="text-violet-200"> · {titles.join(', ')}</span>
          </li>
        ))}
      </ul>
    </LibrarySection>
  );
}

const GUIDELINES = [
  'Every book here is in the public domain in the United States. If you live elsewhere, check your own country’s rules before sharing a copy.',
  'Download opens the free copy kept by the library that holds it, such as Project Gutenberg or the Internet Archive, in a new tab. Nothing is stored on our servers.',
  'New to a subject? Start with a Beginner book, then move up a level once its ideas feel familiar.',
  'These books speak from their own century. Read them with curiosity and care, keep what helps, and leave what does not.',
  'Nothing in them replaces a doctor, a therapist or other professional advice.',
] as const;

/** How to use the collection well, in our own words. */
export function ReadingGuidelines() {
  return (
    <LibrarySection title="Library Guidelines">
      <ul className="list-disc space-y-2 pl-5">
        {GUIDELINES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </LibrarySection>
  );
}
