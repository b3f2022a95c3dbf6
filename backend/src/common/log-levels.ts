import type { LogLevel } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';

type LogSetting = AppConfig['env']['LOG_LEVEL'];

const NEST_LEVELS: Record<LogSetting, LogLevel[]> = {
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  info: ['fatal', 'error', 'warn', 'log'],
  warn: ['fatal', 'error', 'warn'],
  error: ['fatal', 'error'],
  silent: [],
};

/** The Nest logger levels printed at a LOG_LEVEL setting. */
export function nestLogLevels(setting: LogSetting): LogLevel[] {
  return NEST_LEVELS[setting];
}

/** Whether lines logged with `logger.log` (request lines, for one) are printed at this setting. */
export function printsInfoLines(setting: LogSetting): boolean {
  return NEST_LEVELS[setting].includes('log');
}
