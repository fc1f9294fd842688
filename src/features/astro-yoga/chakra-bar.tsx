import { type YogaChakra, chakraInfo } from '@core/features/astro-yoga/chakra-info';
import { styleRef } from '@/lib/dom/style-ref';

/** Tool spec §2: the coloured chakra bar of a pose card, in the chakra table's gradient. */
export function ChakraBar({ chakra }: { chakra: YogaChakra }) {
  const { gradient, location, element } = chakraInfo[chakra];
  return (
    <div className="space-y-1">
      <div
        aria-hidden="true"
        data-testid="chakra-bar"
        className="h-2 w-full rounded-full"
        ref={styleRef({ backgroundImage: `linear-gradient(to right, ${gradient[0]}, ${gradient[1]})` })}
      />
      <p className="text-xs text-violet-100">
        <span className="font-semibold text-gold-100">{chakra} chakra</span> · {location} · {element}
      </p>
    </div>
  );
}
