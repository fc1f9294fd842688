// Used by the end-to-end setup and the bench: build the client and the server only when their inputs changed.
import { ensureBuild } from './lib/steps.mjs';

ensureBuild();
