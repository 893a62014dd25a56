extension ViewNode {
  /// The node's layout as an `L`: the one it has, or else the one `make` makes, which is stored
  /// as the node's `layout` before it is returned.
  ///
  /// A primitive view or modifier that lays itself out calls this on every update to reach the
  /// layout it keeps between updates; the first update makes it. A layout of any other type is
  /// replaced, as assigning `layout` replaces it.
  ///
  /// ```swift
  /// let layout = node.layout { PaddingLayout() }
  /// layout.insets = insets
  /// ```
  ///
  /// - Parameter make: Makes the layout when the node has none of type `L`; it runs before the
  ///   layout is stored, so it may set the layout up (its `node`, say) first.
  ///
  /// NB: Always inlined, so that each call site casts to its own concrete layout type and makes
  /// no closure context: it runs on every update of every node that lays itself out.
  @inline(__always)
  func layout<L: NodeLayout>(_ make: () -> L) -> L {
    if let layout = storedLayout as? L { return layout }
    let layout = make()
    self.layout = layout
    return layout
  }
}
