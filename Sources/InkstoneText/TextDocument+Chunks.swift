extension TextDocument {
    /// The storage chunk that starts at `offset`, up to the end of its leaf: for readers
    /// such as the parser's input callback that must hand out pointers. The buffer is
    /// valid only until the document next changes.
    public func unsafeChunk(startingAt offset: Int) -> UnsafeBufferPointer<UInt16> {
        guard offset < length else { return UnsafeBufferPointer(start: nil, count: 0) }
        let (start, leaf) = storage.chunk(containing: offset)
        let whole = leaf.unsafeStorage()
        return UnsafeBufferPointer(rebasing: whole[(offset - start)...])
    }
}
