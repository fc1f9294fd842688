// `npx tsx bench/quality/reader.ts --only love -v`: the returning-reader report alone (see reader-report.ts).
import { readerOptions } from './reader-cli';
import { reportReaders } from './reader-report';

if (reportReaders(readerOptions(process.argv.slice(2))) > 0) process.exitCode = 1;
