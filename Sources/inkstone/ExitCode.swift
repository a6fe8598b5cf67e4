/// Exit statuses that scripts can rely on.
enum ExitCode: Int32 {
    /// Everything ran and nothing was found.
    case ok = 0
    /// Findings were reported or a check failed.
    case findings = 1
    /// The command line or an input was wrong.
    case usage = 2
}
