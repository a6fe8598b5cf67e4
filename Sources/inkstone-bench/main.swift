import Foundation

exit(BenchCommand(arguments: Array(CommandLine.arguments.dropFirst())).run())
