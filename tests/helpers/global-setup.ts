import type { TestProject } from 'vitest/node';
import { buildDatabaseTemplates, type DatabaseTemplates } from './db-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Vitest globalSetup of the integration project: the database templates, once per run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  process.env.LOG_LEVEL ??= 'error';
  const started = performance.now();
  const built = await buildDatabaseTemplates(process.env.TEST_DATABASE_URL);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`test database templates (${built.templates.kind}) ready in ${seconds} s`);
  project.provide('databaseTemplates', built.templates);
  return () => built.dispose();
}
