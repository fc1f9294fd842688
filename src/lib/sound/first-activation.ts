/** The part of navigator.userActivation this gate reads; missing in older browsers. */
interface ActivationState {
  hasBeenActive: boolean;
}

interface ActivationSources {
  /** navigator.userActivation where the browser has it. */
  userActivation?: ActivationState | undefined;
  /** Where to listen for the first tap or key press when the browser does not say. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined;
}

/** Events that count as the visitor acting on the page, as browsers count them for audio. */
const ACTIVATION_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Answers "has the visitor tapped, clicked or typed on this page yet?". Browsers refuse audio
 * before that, and a sound nobody asked for is a surprise, so sounds wait for it. The browser's
 * own answer (navigator.userActivation) is used where it exists; elsewhere a one-time listener
 * notes the first pointer or key press.
 */
export function createActivationGate({ userActivation, events }: ActivationSources): () => boolean {
  if (userActivation) return () => userActivation.hasBeenActive;
  let active = false;
  const markActive = () => {
    active = true;
    for (const type of ACTIVATION_EVENTS) events?.removeEventListener(type, markActive, true);
  };
  for (const type of ACTIVATION_EVENTS) events?.addEventListener(type, markActive, true);
  return () => active;
}

/** The page's gate; outside a browser (server rendering, node tests) nothing ever activates it. */
export function browserActivationGate(): () => boolean {
  if (typeof window === 'undefined') return () => false;
  const navigatorWithActivation = navigator as { userActivation?: ActivationState };
  return createActivationGate({ userActivation: navigatorWithActivation.userActivation, events: window });
}
