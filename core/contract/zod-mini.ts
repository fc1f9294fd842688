import * as z from 'zod/mini';

// zod/mini (chosen for its small client bundle) registers no locale, so its built-in messages
// would all read "Invalid input"; classic zod, which the server keeps, registers English on first
// use. Every shared schema imports zod through this module so 400 answers and profile problem
// logs keep their English wording ("Invalid input: expected string, received number") in the
// browser, in core tests and on the server alike.
z.config(z.locales.en());

export { z };
