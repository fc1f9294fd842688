// Used by the end-to-end setup: build the client only when its inputs changed.
import { ensureClientBuild } from './lib/steps.mjs';

ensureClientBuild();
