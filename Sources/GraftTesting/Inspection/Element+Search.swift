// Walking the element tree: depth-first searches, the path to a match, and the outline of what
// was searched that failure messages show.

extension Element {
  /// An element a search found, with the labels of the elements from the root down to it.
  struct Match {
    let element: Element
    let path: [String]
  }

  /// The elements among `roots` and their descendants that satisfy `predicate`, in tree order
  /// (depth first, outer before inner); at most one when `firstOnly`.
  static func search(
    _ roots: [Element], under prefix: [String], firstOnly: Bool,
    where predicate: (Element) -> Bool
  ) -> [Match] {
    var matches: [Match] = []
    func visit(_ element: Element, path: [String]) -> Bool {
      let path = path + [element.label]
      if predicate(element) {
        matches.append(Match(element: element, path: path))
        if firstOnly { return false }
      }
      for child in element.children where !visit(child, path: path) { return false }
      return true
    }
    for root in roots where !visit(root, path: prefix) { break }
    return matches
  }

  /// How many elements an outline names before it gives up with "…".
  static let outlineBudget = 40

  /// A one-line outline of `roots` and their descendants: `A > B` is B inside A, `[A, B]` are
  /// siblings. Controls are shown without their insides.
  static func outline(_ roots: [Element]) -> String {
    var budget = outlineBudget
    return roots.isEmpty ? "(nothing)" : outline(roots, budget: &budget)
  }

  private static func outline(_ elements: [Element], budget: inout Int) -> String {
    var parts: [String] = []
    for element in elements {
      guard budget > 0 else {
        parts.append("…")
        break
      }
      budget -= 1
      var part = element.label
      let children = element.isLeaf ? [] : element.children
      if !children.isEmpty { part += " > " + outline(children, budget: &budget) }
      parts.append(part)
    }
    return parts.count == 1 ? parts[0] : "[" + parts.joined(separator: ", ") + "]"
  }

  /// An indented dump of `roots` and their descendants, one element per line.
  static func treeDescription(_ roots: [Element]) -> String {
    var lines: [String] = []
    func visit(_ element: Element, depth: Int) {
      var line = String(repeating: "  ", count: depth) + element.label
      if !element.ids.isEmpty {
        line += " id=" + element.ids.map { "\($0.base)" }.joined(separator: ",")
      }
      if element.node != nil, let backing = element.backing {
        line += " (\(typeName(of: backing)))"
      }
      lines.append(line)
      for child in element.children { visit(child, depth: depth + 1) }
    }
    for root in roots { visit(root, depth: 0) }
    return lines.joined(separator: "\n")
  }
}
