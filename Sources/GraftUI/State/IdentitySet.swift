import Foundation

/// Objects kept by identity, in a set: the nodes reading a state, the states a body read.
///
/// NB: Most have one member, so the first is kept inline and the rest in an array searched in
/// place: a set of one allocates nothing (a row's state and the row reading it each had a
/// 40-byte array), and no set hashes while small, where a dictionary cost about 220 bytes and a
/// hash for every read. A large set (a state read by every row of a long list) also keeps an
/// index, so adding and removing stay constant-time.
package struct IdentitySet<Element: AnyObject>: Sequence {
  /// The first member; `nil` only when the set is empty.
  private var first: Element?
  /// The other members.
  private var others: [Element] = []
  /// Each of ``others``' positions, kept once the set is large.
  private var positions: [ObjectIdentifier: Int]?

  private static var indexingThreshold: Int { 16 }

  package init() {}

  package var isEmpty: Bool { first == nil }

  package var count: Int { first == nil ? 0 : 1 + others.count }

  package func makeIterator() -> Iterator {
    Iterator(first: first, others: others)
  }

  package mutating func insert(_ element: Element) {
    guard let first else {
      self.first = element
      return
    }
    if first === element { return }
    let id = ObjectIdentifier(element)
    if positions != nil {
      guard positions![id] == nil else { return }
      positions![id] = others.count
    } else {
      for existing in others where existing === element { return }
      if others.count == Self.indexingThreshold {
        var index = [ObjectIdentifier: Int](minimumCapacity: others.count * 2)
        for (position, existing) in others.enumerated() { index[ObjectIdentifier(existing)] = position }
        index[id] = others.count
        positions = index
      }
    }
    others.append(element)
  }

  /// Removes `element`; the last member takes its place.
  package mutating func remove(_ element: Element) {
    guard let first else { return }
    if first === element {
      self.first = others.popLast()
      if let moved = self.first { positions?[ObjectIdentifier(moved)] = nil }
      return
    }
    let found: Int?
    if positions != nil {
      found = positions!.removeValue(forKey: ObjectIdentifier(element))
    } else {
      found = others.firstIndex { $0 === element }
    }
    guard let position = found else { return }
    let last = others.removeLast()
    if position < others.count {
      others[position] = last
      positions?[ObjectIdentifier(last)] = position
    }
  }

  package mutating func removeAll() {
    first = nil
    others.removeAll(keepingCapacity: true)
    positions = nil
  }

  /// The members, the first one first.
  package struct Iterator: IteratorProtocol {
    fileprivate var first: Element?
    fileprivate let others: [Element]
    private var index = 0

    fileprivate init(first: Element?, others: [Element]) {
      self.first = first
      self.others = others
    }

    package mutating func next() -> Element? {
      if let member = first {
        first = nil
        return member
      }
      guard index < others.count else { return nil }
      defer { index += 1 }
      return others[index]
    }
  }
}
