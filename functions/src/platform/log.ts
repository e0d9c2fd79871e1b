import { env } from './env';

const order = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 } as const;
type Level = Exclude<keyof typeof order, 'silent'>;

/** Structured JSON lines on stdout, the shape CloudWatch Logs Insights queries well. */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (order[level] < order[env.LOG_LEVEL]) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...fields });
  if (level === 'error' || level === 'warn') process.stderr.write(line + '\n');
  else process.stdout.write(line + '\n');
}
