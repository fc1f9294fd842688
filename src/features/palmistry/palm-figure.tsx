import { useId } from 'react';
import { HAND_MOUNT_IDS, type HandMountId } from '@core/features/palmistry/hand-mount';
import { handMounts } from '@core/features/palmistry/hand-mounts';
import { PALM_LINE_IDS, type PalmLineId } from '@core/features/palmistry/palm-line';
import { palmLines } from '@core/features/palmistry/palm-line-catalogue';
import { PALM_PATH, PALM_VIEW_BOX, THUMB_PATH, fingerShapes, linePaths, mountShapes } from './palm-drawing';

export type PalmPartId = PalmLineId | HandMountId;

/** How a part is drawn: the part in focus, one of the sign's key features, or neither. */
export type PalmPartState = 'open' | 'key' | 'idle';

export const partName = (id: PalmPartId): string =>
  id in palmLines ? palmLines[id as PalmLineId].name : handMounts[id as HandMountId].name;

interface PalmFigureProps {
  /** The part in focus: the open or hovered card's line or mount. */
  focusPart: PalmPartId | null;
  /** The sign's key lines and mounts, drawn lit but quieter than the part in focus. */
  keyParts?: readonly PalmPartId[];
  /** A small figure for a card's details: no caption, only the part in focus. */
  compact?: boolean;
}

const stateOf = (
  id: PalmPartId,
  focusPart: PalmPartId | null,
  keyParts: readonly PalmPartId[],
): PalmPartState => (id === focusPart ? 'open' : keyParts.includes(id) ? 'key' : 'idle');

const LINE_STYLES = {
  open: { stroke: '#f5c95a', strokeWidth: 5, opacity: 1 },
  key: { stroke: '#c4b5fd', strokeWidth: 3.2, opacity: 1 },
  idle: { stroke: '#8b5e6b', strokeWidth: 2, opacity: 0.75 },
} as const satisfies Record<PalmPartState, { stroke: string; strokeWidth: number; opacity: number }>;

const MOUNT_STYLES = {
  open: { fill: '#f5c95a', fillOpacity: 0.6, stroke: '#eab13a' },
  key: { fill: '#a78bfa', fillOpacity: 0.4, stroke: '#a78bfa' },
  idle: { fill: '#ffffff', fillOpacity: 0.12, stroke: '#c9a9a6' },
} as const satisfies Record<PalmPartState, { fill: string; fillOpacity: number; stroke: string }>;

/** What the picture shows, in words: the label of the image and the heart of the legend. */
export function describePalm(focusPart: PalmPartId | null, keyParts: readonly PalmPartId[]): string {
  const keys = keyParts.filter((id) => id !== focusPart).map(partName);
  const focus = focusPart ? `the ${partName(focusPart)} highlighted in gold` : null;
  const key = keys.length > 0 ? `your sign's key features (${keys.join(', ')}) in violet` : null;
  const lit = [focus, key].filter(Boolean).join(', and ');
  return `A drawn right palm with its six lines and seven mounts${lit ? `, ${lit}` : ''}.`;
}

/**
 * The palm map: our own drawing of a hand whose lines and mounts light up for the card that is
 * open or under the pointer (gold) and for the chosen sign's key features (violet). The image
 * is one labelled picture; its caption lists what is lit in words, so colour is never the only
 * way to tell.
 */
export function PalmFigure({ focusPart, keyParts = [], compact = false }: PalmFigureProps) {
  const titleId = useId();
  const captionId = useId();
  const label =
    compact && focusPart
      ? `Where the ${partName(focusPart)} lies on the palm`
      : describePalm(focusPart, keyParts);
  const picture = (
    <svg
      viewBox={PALM_VIEW_BOX}
      role="img"
      aria-labelledby={titleId}
      className={compact ? 'mx-auto block h-40 w-auto' : 'mx-auto block h-72 w-auto sm:h-80'}
    >
      <title id={titleId}>{label}</title>
      <g fill="#f3d9c9" stroke="#b98a7e" strokeWidth="2">
        {fingerShapes.map((finger) => (
          <rect
            key={finger.name}
            x={finger.x}
            y={finger.y}
            width={finger.width}
            height={finger.height}
            rx="14"
          />
        ))}
        <path d={THUMB_PATH} />
        <path d={PALM_PATH} />
      </g>
      {HAND_MOUNT_IDS.map((id) => {
        const state = stateOf(id, focusPart, keyParts);
        const style = MOUNT_STYLES[state];
        return (
          <ellipse
            key={id}
            data-part={id}
            data-state={state}
            {...mountShapes[id]}
            fill={style.fill}
            fillOpacity={style.fillOpacity}
            stroke={style.stroke}
            strokeWidth={state === 'idle' ? 1 : 2}
            strokeDasharray={state === 'idle' ? '3 3' : undefined}
          />
        );
      })}
      {PALM_LINE_IDS.map((id) => {
        const state = stateOf(id, focusPart, keyParts);
        return (
          <path
            key={id}
            data-part={id}
            data-state={state}
            d={linePaths[id]}
            fill="none"
            strokeLinecap="round"
            {...LINE_STYLES[state]}
          />
        );
      })}
    </svg>
  );
  if (compact) return picture;
  const keys = keyParts.filter((id) => id !== focusPart);
  return (
    <figure aria-labelledby={captionId} className="glass-card p-4">
      {picture}
      <figcaption className="mt-3 text-sm text-violet-100/90">
        <p id={captionId} className="font-display text-base font-semibold text-gold-200">
          Your palm map
        </p>
        <ul className="mt-2 space-y-1">
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-3 w-3 shrink-0 rounded-full bg-gold-300" />
            {focusPart ? (
              <span>
                Highlighted: <strong className="text-gold-100">{partName(focusPart)}</strong>
              </span>
            ) : (
              <span>Open a line or a mount below to see where it lies.</span>
            )}
          </li>
          {keys.length > 0 ? (
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-block h-3 w-3 shrink-0 rounded-full bg-violet-400" />
              <span>Your sign’s key features: {keys.map(partName).join(', ')}</span>
            </li>
          ) : null}
        </ul>
      </figcaption>
    </figure>
  );
}
