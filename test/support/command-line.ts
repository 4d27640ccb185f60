import { format } from 'node:util'
import { runCommandLine } from '../../server/cli/command-line.ts'

export interface CommandLineAnswer {
  code: number
  stdout: string
  stderr: string
}

/**
 * Runs `vitrine <args>` in this process with the configuration `env` gives: its exit code and
 * what it printed. The command line's own process (`server/cli/main.ts`) only passes it its
 * arguments and exits with its code; `media/import.test.ts` runs that one for real.
 */
export async function runVitrine(
  env: Record<string, string | undefined>,
  ...args: string[]
): Promise<CommandLineAnswer> {
  const printed = { stdout: '', stderr: '' }
  const { log, error } = console
  const { write: writeOut } = process.stdout
  const { write: writeErr } = process.stderr
  console.log = (...values: unknown[]) => void (printed.stdout += `${format(...values)}\n`)
  console.error = (...values: unknown[]) => void (printed.stderr += `${format(...values)}\n`)
  process.stdout.write = (chunk: string | Uint8Array) => ((printed.stdout += String(chunk)), true)
  process.stderr.write = (chunk: string | Uint8Array) => ((printed.stderr += String(chunk)), true)
  try {
    const code = await runCommandLine(args, env)
    return { code, ...printed }
  } finally {
    Object.assign(console, { log, error })
    process.stdout.write = writeOut
    process.stderr.write = writeErr
  }
}
