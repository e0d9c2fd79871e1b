import type { TestProject } from 'vitest/node';
import { startStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One local stack per test project; with API_URL set, the suite runs against a deployed stack instead. */
export default async function setup(project: TestProject) {
  if (process.env.API_URL) {
    project.provide('baseUrl', process.env.API_URL.replace(/\/api\/?$/, ''));
    return;
  }
  const stack = await startStack();
  project.provide('baseUrl', stack.url);
  return () => stack.stop();
}
