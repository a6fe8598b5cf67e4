import Foundation

/// `file:` URIs and paths. Other schemes (`untitled:`, `vscode-notebook-cell:`) have
/// no path: such documents are checked from memory with the defaults.
enum DocumentURI {
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        let path = url.path
        // `file:notes.md` has no folder to find a project in.
        return path.hasPrefix("/") ? path : nil
    }

    static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
