/// Where the project lives, said once: SARIF's `informationUri`, and the address the
/// README and docs/ci.md clone from (a test keeps them equal).
enum Project {
    static let repository = "https://github.com/inkstone-dev/inkstone"
}
