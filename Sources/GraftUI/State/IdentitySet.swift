import Foundation

/// Objects kept by identity, in a set: the nodes reading a state, the states a body read.
///
/// NB: Most have one member, so the first is kept inline and the rest in an array searched in
/// place: a set of one allocates nothing (where an array would cost a row's state and the row
/// reading it an allocation each), and no set hashes while small, where a dictionary would cost
/// a few hundred bytes and a hash for every read. A large set (a state read by every row of a
/// long list) keeps an index as well, so adding and removing stay constant-time. Either way the
/// rest takes one word, so the set takes two in every node.
package struct IdentitySet<Element: AnyObject>: Sequence {
  /// The first member; `nil` only when the set is empty.
  private var first: Element?
  /// The other members.
  private var rest = Rest.list([])

  private enum Rest {
    /// The other members of a small set.
    case list([Element])
    /// The other members of a large set, with their positions.
    case indexed(Index)
  }

  private final class Index {
    var elements: [Element]
    var positions: [ObjectIdentifier: Int]

    init(_ elements: [Element]) {
      self.elements = elements
      positions = Dictionary(minimumCapacity: elements.count * 2)
      for (position, element) in elements.enumerated() { positions[ObjectIdentifier(element)] = position }
    }
  }

  private static var indexingThreshold: Int { 16 }

  package init() {}

  package var isEmpty: Bool { first == nil }

  package var count: Int { first == nil ? 0 : 1 + others.count }

  /// The members after the first.
  private var others: [Element] {
    switch rest {
    case .list(let list): list
    case .indexed(let index): index.elements
    }
  }

  package func makeIterator() -> Iterator {
    Iterator(first: first, others: others)
  }

  package mutating func insert(_ element: Element) {
    guard let first else {
      self.first = element
      return
    }
    if first === element { return }
    switch rest {
    case .indexed(let index):
      let id = ObjectIdentifier(element)
      guard index.positions[id] == nil else { return }
      index.positions[id] = index.elements.count
      index.elements.append(element)
    case .list(var list):
      for existing in list where existing === element { return }
      // NB: Emptied first, so that `list` is the array's only reference and grows in place.
      rest = .list([])
      list.append(element)
      rest = list.count > Self.indexingThreshold ? .indexed(Index(list)) : .list(list)
    }
  }

  /// Removes `element`; the last member takes its place.
  package mutating func remove(_ element: Element) {
    guard let first else { return }
    if first === element {
      self.first = removeLast()
      return
    }
    switch rest {
    case .indexed(let index):
      guard let position = index.positions.removeValue(forKey: ObjectIdentifier(element)) else { return }
      let last = index.elements.removeLast()
      if position < index.elements.count {
        index.elements[position] = last
        index.positions[ObjectIdentifier(last)] = position
      }
    case .list(var list):
      guard let position = list.firstIndex(where: { $0 === element }) else { return }
      rest = .list([])
      let last = list.removeLast()
      if position < list.count { list[position] = last }
      rest = .list(list)
    }
  }

  package mutating func removeAll() {
    first = nil
    if case .list(var list) = rest, !list.isEmpty {
      rest = .list([])
      list.removeAll(keepingCapacity: true)
      rest = .list(list)
    } else if case .indexed = rest {
      rest = .list([])
    }
  }

  /// Takes the last of the members after the first out of the set.
  private mutating func removeLast() -> Element? {
    switch rest {
    case .indexed(let index):
      guard let last = index.elements.popLast() else { return nil }
      index.positions[ObjectIdentifier(last)] = nil
      return last
    case .list(var list):
      guard !list.isEmpty else { return nil }
      rest = .list([])
      let last = list.removeLast()
      rest = .list(list)
      return last
    }
  }

  /// The members, the first one first.
  package struct Iterator: IteratorProtocol {
    private var first: Element?
    private let others: [Element]
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
