import type { FastifyLoggerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';
import type { Config } from './config';

/**
 * Where the server's log goes: one line of JSON per entry on standard output for a log collector
 * (Fastify's own stream, `undefined` here), or lines a person reads in a terminal — the time, the
 * level and the message, the rest of the entry on the lines below. `auto` reads the terminal from
 * whether standard output is one.
 */
export function logStream(
  format: Config['LOG_FORMAT'],
  output: NodeJS.WriteStream = process.stdout,
): FastifyLoggerOptions['stream'] | undefined {
  const pretty = format === 'pretty' || (format === 'auto' && output.isTTY === true);
  if (!pretty) return undefined;
  return pinoPretty({
    destination: output,
    colorize: output.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    // In-process (no worker thread): the lines of a process that is ending are not lost.
    sync: true,
  });
}
