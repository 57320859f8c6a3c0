/// Where a JSON document's objects and arrays were written (byte offsets into the document): one table for
/// the whole document, holding every recorded container and, contiguously per container, where each of its
/// members was written. Plain integers in two arrays, so recording a document's offsets allocates a few
/// arrays rather than an object per container, and dropping them releases nothing per container.
///
/// An object's members are in its value's key order (a repeated key has its first position and its last
/// occurrence's offsets, as the value is the last one); they hold no keys: a key is found through the
/// object's value (see `JSONDocument.location(of:)`).
struct JSONOffsets: Sendable {
    /// One object or array.
    struct Container: Sendable {
        let start: Int
        let isObject: Bool
        /// The container's members in `JSONOffsets.members`.
        let members: Range<Int>
    }

    /// Where one member of an object or element of an array was written.
    struct Member: Sendable {
        /// Where its key (or the element) was written.
        let offset: Int
        /// The member's own container in `containers`, or `Member.scalar`.
        let child: Int

        /// The `child` of a member that is not a recorded container.
        static let scalar = -1
    }

    private(set) var containers: [Container] = []
    private(set) var members: [Member] = []

    /// Reserves room for the containers and members of a document of `byteCount` bytes, as podspecs are written
    /// (a recorded container every 100 bytes or so, a member every 40: room for one every 64 and 24 bytes), so
    /// recording them seldom grows the arrays.
    mutating func reserveCapacity(forDocumentBytes byteCount: Int) {
        containers.reserveCapacity(byteCount / 64 + 1)
        members.reserveCapacity(byteCount / 24 + 1)
    }

    /// Records where a member of the container being recorded was written (see `closeContainer`).
    mutating func appendMember(_ member: Member) { members.append(member) }

    /// Records a container whose members are those appended since `members.count` was `firstMember`, after
    /// its members' own containers; returns its index.
    mutating func closeContainer(start: Int, isObject: Bool, firstMember: Int) -> Int {
        containers.append(Container(start: start, isObject: isObject, members: firstMember..<members.count))
        return containers.count - 1
    }

    /// The container at `index`, read through this table.
    func node(_ index: Int) -> Node { Node(offsets: self, container: containers[index]) }

    /// One recorded object or array, with the table it is read through.
    struct Node {
        let offsets: JSONOffsets
        let container: Container

        var start: Int { container.start }
        var isObject: Bool { container.isObject }
        var count: Int { container.members.count }

        /// The member at `index` (0-based) among this container's.
        private func member(_ index: Int) -> Member { offsets.members[container.members.lowerBound + index] }

        /// The member at `index`'s own container, nil for a scalar (or an array with nothing to locate).
        func child(_ index: Int) -> Node? {
            let child = member(index).child
            return child == Member.scalar ? nil : offsets.node(child)
        }

        /// Where an object's member at `index` was written: its value's opening brace when the value is an
        /// object, else its key.
        func memberOffset(_ index: Int) -> Int {
            if let child = child(index), child.isObject { return child.start }
            return member(index).offset
        }
    }
}
