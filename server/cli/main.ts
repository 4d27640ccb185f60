import { runCommandLine } from './command-line.ts'

// `vitrine …` (npm run vitrine): the admin command line, configured by the environment. It exits
// at once with the command's code, whatever handles (pools, sockets) a command left open.
process.exit(await runCommandLine(process.argv.slice(2)))
