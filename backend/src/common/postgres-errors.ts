import { QueryFailedError } from 'typeorm';

/** The constraint PostgreSQL named when it refused a write (unique, exclusion, …); undefined for anything else. */
export function violatedConstraint(error: unknown): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  return (error.driverError as { constraint?: string } | undefined)?.constraint;
}
