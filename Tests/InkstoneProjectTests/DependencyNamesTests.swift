import Foundation
import XCTest
@testable import InkstoneProject

/// The packages a project's manifests declare (issue #26): its prose names them.
final class DependencyNamesTests: XCTestCase {
    private func names(_ files: [String: String]) throws -> Set<String> {
        let folder = NSTemporaryDirectory() + "inkstone-dependencies-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        return DependencyNames.names(in: folder)
    }

    func testEachManifestKindGivesItsDependencies() throws {
        XCTAssertEqual(try names(["package.json": #"{"name": "pinia", "scripts": {"dev": "vitest"}, "devDependencies": {"@vitest/ui": "^2", "typedoc": "^0.26"}, "peerDependencies": {"vue": "^3"}}"#]),
                       ["vitest", "ui", "typedoc", "vue"])
        XCTAssertEqual(try names(["Cargo.toml": "[package]\nname = \"zoxide\"\nversion = \"0.9\"\n\n[dependencies]\nanyhow = \"1\"\nclap = { version = \"4\" }\n\n[target.'cfg(unix)'.dependencies]\nnix = \"0.29\"\n\n[profile.release]\nlto = true\n"]),
                       ["anyhow", "clap", "nix"])
        XCTAssertEqual(try names(["pyproject.toml": "[project]\nname = \"pipx\"\ndependencies = [\n  \"argcomplete>=1.9.4\",\n  \"userpath>=1.6,!=1.9\",\n  'tomli; python_version < \"3.11\"',\n]\n[project.optional-dependencies]\ndocs = [\"mkdocs-material\"]\n"]),
                       ["argcomplete", "userpath", "tomli", "mkdocs-material"])
        XCTAssertEqual(try names(["requirements-dev.txt": "# tools\npytest==8.0\nhttpx[http2]>=0.27\n-e .\n"]), ["pytest", "httpx"])
        XCTAssertEqual(try names(["Gemfile": "source 'https://rubygems.org'\ngemspec\ngem \"webrat\", \"0.7.3\"\n  gem 'mongoid', '~> 7'\n",
                                  "devise.gemspec": "s.add_dependency(\"warden\", \"~> 1.2\")\ns.add_development_dependency 'rdoc'\n"]),
                       ["webrat", "mongoid", "warden", "rdoc"])
        XCTAssertEqual(try names(["go.mod": "module github.com/charmbracelet/bubbletea\n\nrequire (\n\tgithub.com/charmbracelet/lipgloss v1.0.0\n\tgithub.com/charmbracelet/x/ansi/v2 v2.0.0\n)\nrequire golang.org/x/sys v0.30.0\n"]),
                       ["lipgloss", "ansi", "sys"])
        XCTAssertEqual(try names(["Cargo.lock": "version = 3\n\n[[package]]\nname = \"tokio\"\nversion = \"1.0\"\ndependencies = [\n \"bytes\",\n]\n\n[[package]]\nname = \"reqwest\"\n"]),
                       ["tokio", "reqwest"])
        XCTAssertEqual(try names(["notes.txt": "vitest\n", "package.json": "not JSON"]), [])
    }
}
