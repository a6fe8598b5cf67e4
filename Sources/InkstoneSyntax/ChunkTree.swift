import CTreeSitter
import Foundation

/// The tree of one Markdown chunk (`BlockLayer`), owned: deleted with it.
final class ChunkTree {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit { ts_tree_delete(pointer) }

    var root: TSNode { ts_tree_root_node(pointer) }

    func edit(_ edit: TSInputEdit) {
        var edit = edit
        ts_tree_edit(pointer, &edit)
    }

    var sExpression: String {
        let text = ts_node_string(root)!
        defer { free(text) }
        return String(cString: text)
    }
}
