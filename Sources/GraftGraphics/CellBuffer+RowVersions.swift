import Synchronization

// Row versions let a diff skip rows without reading them.
//
// Every write to a row stamps it with the buffer's write version. A version is handed out once,
// process-wide, and a buffer keeps using its version only while no other buffer has ever shared
// it: after a copy (`previous = frame`), whichever of the two writes first marks the shared
// version spent, and from then on both take fresh versions for their writes. So a row whose
// version is equal in two buffers has not been written in either since they were one buffer,
// and holds the same cells. So a frame that changed one cell is diffed by reading one row of
// each buffer, not both whole buffers.

/// A version rows are stamped with, shared by a buffer and its copies until one of them writes.
final class RowVersion: Sendable {
  private static let counter = Atomic<UInt64>(0)

  /// The version, unique in the process.
  let value: UInt64
  private let shared = Atomic<Bool>(false)

  init() {
    value = Self.counter.add(1, ordering: .relaxed).newValue
  }

  /// Whether a buffer stopped writing with this version because another buffer held it too.
  var wasShared: Bool {
    get { shared.load(ordering: .relaxed) }
    set { shared.store(newValue, ordering: .relaxed) }
  }
}

extension CellBuffer {
  /// Whether row `row` is certainly the same in both buffers, which must be equally wide.
  func rowIsUnchanged(_ row: Int, from previous: CellBuffer) -> Bool {
    rowVersions[row] == previous.rowVersions[row]
  }

  public static func == (lhs: CellBuffer, rhs: CellBuffer) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells == rhs.cells
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
    hasher.combine(cells)
  }
}
