import type { YogaPose } from '@core/features/astro-yoga/yoga-pose';
import { CatalogueCard } from '@/components/catalogue/catalogue-card';
import { ChakraBar } from './chakra-bar';

interface PoseCardProps {
  pose: YogaPose;
  expanded: boolean;
  onToggle(): void;
  onAsk(): void;
  highlight: string | null;
}

const badge = 'rounded-full bg-white/10 px-2 py-0.5 text-violet-100';
const difficultyBadge = {
  Beginner: 'rounded-full bg-emerald-400/20 px-2 py-0.5 text-emerald-100',
  Intermediate: 'rounded-full bg-amber-300/20 px-2 py-0.5 text-amber-100',
} as const;

/**
 * One pose (tool spec §2): description, chakra bar and badges always; benefits, numbered steps,
 * duration and the pose's safety line behind Learn More; and "Get Personal Guidance".
 */
export function PoseCard({ pose, expanded, onToggle, onAsk, highlight }: PoseCardProps) {
  return (
    <CatalogueCard
      id={pose.id}
      icon={pose.icon}
      title={pose.name}
      subtitle={<span lang="sa-Latn">{pose.sanskritName}</span>}
      summary={
        <div className="space-y-3">
          <p>{pose.description}</p>
          <ChakraBar chakra={pose.chakra} />
        </div>
      }
      badges={
        <>
          <span className={difficultyBadge[pose.difficulty]}>{pose.difficulty}</span>
          <span className={badge}>{pose.duration}</span>
        </>
      }
      highlight={highlight}
      expanded={expanded}
      onToggle={onToggle}
      details={
        <>
          <div>
            <h4 className="font-semibold text-gold-100">Benefits</h4>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {pose.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="font-semibold text-gold-100">Instructions</h4>
            <ol className="mt-1 list-decimal space-y-1 pl-5">
              {pose.instructions.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
          <p>
            <span className="font-semibold text-gold-100">Duration:</span> {pose.duration}
          </p>
          <p className="rounded-lg border border-amber-300/40 bg-amber-300/10 p-2 text-xs text-amber-100">
            <span aria-hidden="true">⚠️ </span>
            {pose.safety}
          </p>
        </>
      }
      action={{ label: 'Get Personal Guidance', onClick: onAsk }}
    />
  );
}
