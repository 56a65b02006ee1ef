import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The shipped deploy workflow publishes nothing the content check refuses (issue 33): each job that builds
 * for the public runs `npm run check -- --strict` first (the example business's identity, an example
 * SITE_URL, a dead link), checks out the whole history (renamed pages' old addresses come from git), and a
 * daily run publishes the articles dated that day.
 */
type Step = { run?: string; uses?: string; with?: Record<string, unknown> };
type Workflow = { on: { schedule?: { cron: string }[] }; jobs: Record<string, { steps: Step[]; if?: string }> };

const workflow = parse(fs.readFileSync('.github/workflows/deploy.yml', 'utf8')) as Workflow;
const deployJobs = Object.entries(workflow.jobs).filter(([name]) => name !== 'test' && name !== 'targets');

describe('.github/workflows/deploy.yml', () => {
  it('has the deploy jobs this test is about', () => {
    expect(deployJobs.map(([name]) => name).sort()).toEqual(['cloudflare', 'github-pages']);
  });

  it.each(deployJobs)('%s: the strict content check runs before the build, on the whole history', (_, job) => {
    const runs = job.steps.map((step) => step.run?.trim());
    const check = runs.indexOf('npm run check -- --strict');
    const build = runs.indexOf('npm run build');
    expect(check).toBeGreaterThan(-1);
    expect(build).toBeGreaterThan(check);
    const checkout = job.steps.find((step) => step.uses?.startsWith('actions/checkout'));
    expect(checkout?.with?.['fetch-depth']).toBe(0);
  });

  it('rebuilds once a day, so a scheduled post appears on its day', () => {
    expect(workflow.on.schedule).toEqual([{ cron: expect.stringMatching(/^\d+ \d+ \* \* \*$/) }]);
  });

  it('the daily run builds and deploys only: the suite runs on pushes', () => {
    expect(workflow.jobs.test!.if).toBe("github.event_name != 'schedule'");
    expect(workflow.jobs.cloudflare!.if).toContain("github.event_name == 'schedule' && needs.test.result == 'skipped'");
    expect(workflow.jobs.cloudflare!.if).toContain("needs.test.result == 'success'");
  });
});
