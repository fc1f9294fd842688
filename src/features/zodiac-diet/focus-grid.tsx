import { type DietFocusId, dietFocusList } from '@core/features/zodiac-diet/diet-topics';
import { TopicButtons } from '@/components/topic-buttons';

interface FocusGridProps {
  selected: DietFocusId | null;
  onSelect(focus: DietFocusId): void;
}

const topics = dietFocusList.map((focus) => ({
  id: focus.id,
  emoji: focus.icon,
  title: focus.title,
  summary: focus.description,
  color: focus.color,
}));

/** Tool spec §2: "Choose Your Nutritional Focus", six topics; choosing one asks for guidance. */
export function FocusGrid({ selected, onSelect }: FocusGridProps) {
  return (
    <TopicButtons
      title="Choose Your Nutritional Focus"
      topics={topics}
      selected={selected}
      onSelect={onSelect}
      layout="grid"
    />
  );
}
