import Foundation

/// Objects kept by identity, in a set: the nodes reading a state, the states a body read.
///
/// NB: Most have one or two members, so a small set is an array searched in place: one small
/// allocation and no hashing, where a dictionary cost about 220 bytes and a hash for every
/// read. A large set (a state read by every row of a long list) also keeps an index, so adding
/// and removing stay constant-time.
package struct IdentitySet<Element: AnyObject> {
  package private(set) var elements: [Element] = []
  /// Each element's position in ``elements``, kept once the set is large.
  private var positions: [ObjectIdentifier: Int]?

  private static var indexingThreshold: Int { 16 }

  package init() {}

  package var isEmpty: Bool { elements.isEmpty }

  package mutating func insert(_ element: Element) {
    let id = ObjectIdentifier(element)
    if positions != nil {
      guard positions![id] == nil else { return }
      positions![id] = elements.count
    } else {
      for existing in elements where existing === element { return }
      if elements.count == Self.indexingThreshold {
        var index = [ObjectIdentifier: Int](minimumCapacity: elements.count * 2)
        for (position, existing) in elements.enumerated() { index[ObjectIdentifier(existing)] = position }
        index[id] = elements.count
        positions = index
      }
    }
    elements.append(element)
  }

  /// Removes `element`; the last element takes its place.
  package mutating func remove(_ element: Element) {
    let id = ObjectIdentifier(element)
    let found: Int?
    if positions != nil {
      found = positions!.removeValue(forKey: id)
    } else {
      found = elements.firstIndex { $0 === element }
    }
    guard let position = found else { return }
    let last = elements.removeLast()
    if position < elements.count {
      elements[position] = last
      positions?[ObjectIdentifier(last)] = position
    }
  }

  package mutating func removeAll() {
    elements.removeAll(keepingCapacity: true)
    positions = nil
  }
}
