/// Where a search starts: a host's whole window, or the subtree of a view found earlier.
///
/// You never make one; ``ViewHost`` and ``InspectedView`` provide theirs, and the queries of
/// ``ViewSearching`` use it.
@MainActor
public struct SearchScope {
  let host: ViewHost
  /// The labels of the elements above the scope's roots, for paths and failure messages.
  let path: [String]
  let roots: () -> [Element]

  init(host: ViewHost, path: [String], roots: @escaping () -> [Element]) {
    self.host = host
    self.path = path
    self.roots = roots
  }

  /// The handles of the elements for which `match` returns a view, in tree order.
  func search<Backing: UIView>(
    firstOnly: Bool, _ match: (Element) -> Backing?
  ) -> [InspectedView<Backing>] {
    var views: [UIView] = []
    let matches = Element.search(roots(), under: path, firstOnly: firstOnly) { element in
      guard let view = match(element) else { return false }
      views.append(view)
      return true
    }
    return zip(matches, views).compactMap { found, view in
      (view as? Backing).map {
        InspectedView(element: found.element, uiView: $0, path: found.path, host: host)
      }
    }
  }

  /// The first match, or a ``InspectionError/notFound(_:searched:)`` naming `query`.
  func first<Backing: UIView>(
    _ query: @autoclosure () -> String, _ match: (Element) -> Backing?
  ) throws -> InspectedView<Backing> {
    guard let found = search(firstOnly: true, match).first else {
      throw InspectionError.notFound(query(), searched: searched)
    }
    return found
  }

  /// What was searched, as failure messages show it: the path to the scope, then an outline.
  var searched: String {
    (path.isEmpty ? "" : path.joined(separator: " > ") + " > ") + Element.outline(roots())
  }
}
