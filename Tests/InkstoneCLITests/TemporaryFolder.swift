import Foundation
import XCTest

extension XCTestCase {
    /// A new empty folder under the temporary directory, removed after the test.
    func temporaryFolder(_ name: String) throws -> String {
        let folder = NSTemporaryDirectory() + "inkstone-\(name)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return folder
    }
}
