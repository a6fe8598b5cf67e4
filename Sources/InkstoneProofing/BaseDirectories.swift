import Foundation

/// Where a user's configuration and caches live, as the XDG Base Directory
/// specification says: `$XDG_CONFIG_HOME` or `~/.config`, `$XDG_CACHE_HOME` or
/// `~/.cache`. A relative value is invalid there and ignored, so a command run in some
/// folder never scatters caches into it.
public enum BaseDirectories {
    public static func configHome(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        folder("XDG_CONFIG_HOME", else: ".config", environment)
    }

    public static func cacheHome(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        folder("XDG_CACHE_HOME", else: ".cache", environment)
    }

    private static func folder(_ variable: String, else fallback: String, _ environment: [String: String]) -> String {
        if let value = environment[variable], value.hasPrefix("/") { return value }
        return (environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()) + "/" + fallback
    }
}
