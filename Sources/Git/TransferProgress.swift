/// How far a clone, fetch or push has got; passed to `TransferOptions.progress`.
public struct TransferProgress: Sendable, Equatable {
    public enum Direction: Sendable, Equatable {
        /// Receiving objects (clone, fetch): `totalObjects`, `receivedObjects`, `indexedObjects`, deltas.
        case receiving
        /// Sending objects (push): `totalObjects` and `receivedObjects` count what was sent.
        case sending
    }

    public var direction: Direction
    public var totalObjects: Int
    /// Objects received so far (sent so far, when pushing).
    public var receivedObjects: Int
    public var indexedObjects: Int
    /// Objects the local repository already had (in thin packs).
    public var localObjects: Int
    public var totalDeltas: Int
    public var indexedDeltas: Int
    /// Bytes received (sent, when pushing).
    public var bytes: Int

    public init(
        direction: Direction, totalObjects: Int, receivedObjects: Int, indexedObjects: Int = 0,
        localObjects: Int = 0, totalDeltas: Int = 0, indexedDeltas: Int = 0, bytes: Int = 0
    ) {
        self.direction = direction
        self.totalObjects = totalObjects
        self.receivedObjects = receivedObjects
        self.indexedObjects = indexedObjects
        self.localObjects = localObjects
        self.totalDeltas = totalDeltas
        self.indexedDeltas = indexedDeltas
        self.bytes = bytes
    }

    /// Progress from 0 to 1: objects received then deltas resolved (objects sent, when pushing).
    public var fraction: Double {
        let total = totalObjects + totalDeltas
        guard total > 0 else { return 0 }
        let done = direction == .receiving ? receivedObjects + indexedDeltas : receivedObjects
        return min(1, Double(done) / Double(direction == .receiving ? total : totalObjects))
    }
}
