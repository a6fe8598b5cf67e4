import Foundation

// A closed pipe is reported by write(2) as EPIPE, which Output turns into a quiet exit.
signal(SIGPIPE, SIG_IGN)
let exitCode = CommandLineTool(arguments: Array(CommandLine.arguments.dropFirst())).run()
exit(exitCode.rawValue)
