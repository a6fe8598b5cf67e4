/// How a document writes a word its spelling findings hold: on how many different lines
/// (`FindingJudge.writings`: a changelog entry copied whole is one), and whether once at
/// least in lowercase — a capitalised or shouted form of a word the document also writes
/// in lowercase is that word, not a name (nvim-dap's `Debugee` and `DEBUGEE` beside
/// `debugee`).
struct Writings: Equatable, Sendable {
    var lines = 1
    var inLowercase = false
}
