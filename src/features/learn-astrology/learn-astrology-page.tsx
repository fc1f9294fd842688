import { useState } from 'react';
import { LESSON_CATEGORIES, type LessonCategory, type LessonId } from '@core/features/learn-astrology/lesson';
import { LESSON_SUMMARIES, LESSON_SUMMARY_LIST } from '@core/features/learn-astrology/lesson-summaries';
import { CatalogueCard } from '@/components/catalogue/catalogue-card';
import { revealCatalogueCard } from '@/components/catalogue/recommended-list';
import { useOneOpen } from '@/components/catalogue/use-one-open';
import { PageHeader } from '@/components/page-header';
import { GlossarySearch } from './glossary-search';
import { LessonCategoryDisclosure } from './lesson-category-disclosure';
import { LessonBody } from './lesson-body';
import { CATEGORY_SECTIONS, DIFFICULTY_BADGES, LESSON_ICONS } from './lesson-presentation';
import { RecommendedPath } from './recommended-path';

/**
 * Spec §2 Learn Astrology: the recommended path, ten lessons in three categories with difficulty
 * badges, one lesson open inline at a time with 'Close Lesson', and the searchable glossary. Only
 * the lesson cards ship with the page; a lesson's text is fetched when it is opened.
 */
export default function LearnAstrologyPage() {
  const { openId, toggle, open } = useOneOpen<LessonId>();
  // The first category is where a newcomer starts; the others open when asked for.
  const [openCategories, setOpenCategories] = useState<ReadonlySet<LessonCategory>>(
    () => new Set(['fundamentals']),
  );
  const showCategory = (category: LessonCategory, shown: boolean) =>
    setOpenCategories((current) => {
      if (current.has(category) === shown) return current;
      const next = new Set(current);
      if (shown) next.add(category);
      else next.delete(category);
      return next;
    });
  const openLesson = (id: LessonId) => {
    showCategory(LESSON_SUMMARIES[id].category, true);
    open(id);
    revealCatalogueCard(id);
  };
  const toggleLesson = (id: LessonId) => {
    if (openId === id) toggle(id);
    else openLesson(id);
  };
  return (
    <>
      <PageHeader
        title="Learn Astrology"
        subtitle="Ten lessons from first principles to reading a whole chart, with the real sky beside them"
      />
      <div className="space-y-8">
        <RecommendedPath onStart={openLesson} />
        {LESSON_CATEGORIES.map((category) => {
          const lessons = LESSON_SUMMARY_LIST.filter((lesson) => lesson.category === category);
          return (
            <LessonCategoryDisclosure
              key={category}
              title={CATEGORY_SECTIONS[category].title}
              description={CATEGORY_SECTIONS[category].description}
              lessonCount={lessons.length}
              open={openCategories.has(category)}
              onOpenChange={(shown) => showCategory(category, shown)}
            >
              {lessons.map((lesson) => {
                const badge = DIFFICULTY_BADGES[lesson.difficulty];
                return (
                  <CatalogueCard
                    key={lesson.id}
                    id={lesson.id}
                    icon={LESSON_ICONS[lesson.id]}
                    title={lesson.title}
                    subtitle={`${lesson.minutes} min read`}
                    summary={lesson.description}
                    badges={
                      <span className={`rounded-full border px-2 py-0.5 font-semibold ${badge.className}`}>
                        <span className="sr-only">Difficulty: </span>
                        {badge.label}
                      </span>
                    }
                    expanded={openId === lesson.id}
                    onToggle={() => toggleLesson(lesson.id)}
                    details={<LessonBody id={lesson.id} />}
                    moreLabel="Open Lesson"
                    lessLabel="Close Lesson"
                  />
                );
              })}
            </LessonCategoryDisclosure>
          );
        })}
        <GlossarySearch />
      </div>
    </>
  );
}
