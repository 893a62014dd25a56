import Foundation

/// A resolved coordinate space created by the coordinate space protocol.
///
/// Locations are given in a view's own space (`.local`), the window's (`.global`), or that of
/// an ancestor named with `.coordinateSpace(name:)`.
public enum CoordinateSpace: Hashable {
  /// The global coordinate space at the root of the view hierarchy.
  case global
  /// The local coordinate space of the current view.
  case local
  /// A named reference to a view's local coordinate space.
  case named(AnyHashable)

  /// Whether this coordinate space is the global one.
  public var isGlobal: Bool { self == .global }
  /// Whether this coordinate space is the local one.
  public var isLocal: Bool { self == .local }
}
