extension TextDocument {
    /// Copies the text from `offset` to the end of the storage chunk holding it (at
    /// most `buffer.count` units) into `buffer`; returns how many units it copied, 0 at
    /// the end of the text. For readers such as the parser's input callback, which must
    /// hand out a pointer that stays valid after the call: they own the buffer.
    public func copyChunk(startingAt offset: Int, into buffer: UnsafeMutableBufferPointer<UInt16>) -> Int {
        guard offset < length, let target = buffer.baseAddress else { return 0 }
        let (start, leaf) = storage.chunk(containing: offset)
        return leaf.withUnits { units in
            let count = min(buffer.count, units.count - (offset - start))
            target.update(from: units.baseAddress! + (offset - start), count: count)
            return count
        }
    }
}
