import Foundation

let exitCode = CommandLineTool(arguments: Array(CommandLine.arguments.dropFirst())).run()
exit(exitCode.rawValue)
