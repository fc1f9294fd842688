import base from './vite.config.ts';
import { defineConfig } from 'vite';
const groups = (base.build as any).rolldownOptions.output.codeSplitting.groups;
const big = /astronomy-engine|offline-composers|react-markdown|micromark|mdast|hast|unified|zod/;
export default defineConfig({ ...base, build: { ...base.build, rolldownOptions: { output: { codeSplitting: { groups: [
  { ...groups[0], priority: 10 },
  { name: 'shared', priority: 1, test: (id: string) => !big.test(id) && !groups[0].test(id), minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: Number(process.env.TH ?? 8000) },
] } } } } });
