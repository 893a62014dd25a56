public import Foundation

/// A resolved coordinate space created by the coordinate space protocol.
public enum CoordinateSpace: Hashable {
  /// The global coordinate space at the root of the view hierarchy: the terminal window.
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

/// A frame of reference within the layout system.
///
/// Pass `.local`, `.global` or `.named(_:)` to `GeometryProxy.frame(in:)`:
///
/// ```swift
/// GeometryReader { proxy in
///   Text("\(Int(proxy.frame(in: .named("list")).minY)) from the top")
/// }
/// ```
public protocol CoordinateSpaceProtocol {
  /// The resolved coordinate space.
  var coordinateSpace: CoordinateSpace { get }
}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  /// Creates a local coordinate space.
  public init() {}
  /// The resolved coordinate space: `.local`.
  public var coordinateSpace: CoordinateSpace { .local }
}

/// The global coordinate space at the root of the view hierarchy.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  /// Creates a global coordinate space.
  public init() {}
  /// The resolved coordinate space: `.global`.
  public var coordinateSpace: CoordinateSpace { .global }
}

/// A named coordinate space, which `coordinateSpace(_:)` gives a view.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
  package let name: AnyHashable
  /// The resolved coordinate space: `.named(_:)` with this space's name.
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The local coordinate space of the current view.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The global coordinate space at the root of the view hierarchy.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// A named coordinate space: the one an ancestor gave this name with `coordinateSpace(_:)`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}

/// A proxy for access to the size and coordinate space of the container view.
///
/// A ``GeometryReader`` hands one to its content, and `onGeometryChange(for:of:action:)` to
/// its transform. It is a snapshot taken when the view was placed, so it may be kept and read
/// later; the reader runs its content again when it changes.
public struct GeometryProxy {
  /// The size of the container view.
  public let size: CGSize
  /// The safe area inset of the container view: always zero, as a terminal has no safe area.
  public let safeAreaInsets: EdgeInsets
  /// The container's rectangle in the window.
  private let globalFrame: CGRect
  /// The rectangles, in the window, of the ancestors with named coordinate spaces, nearest
  /// first.
  private let namedSpaces: [NamedSpace]

  /// One ancestor's named coordinate space and where it is.
  package struct NamedSpace: Equatable {
    let name: AnyHashable
    let globalFrame: CGRect
  }

  package init(size: CGSize, globalFrame: CGRect, namedSpaces: [NamedSpace] = []) {
    self.size = size
    self.safeAreaInsets = EdgeInsets()
    self.globalFrame = globalFrame
    self.namedSpaces = namedSpaces
  }

  /// The geometry of a view not laid out yet.
  package static var zero: GeometryProxy { GeometryProxy(size: .zero, globalFrame: .zero) }

  /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
  ///
  /// A name no ancestor gave is taken as the global space.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local:
      return CGRect(origin: .zero, size: size)
    case .global:
      return globalFrame
    case .named(let name):
      guard let space = namedSpaces.first(where: { $0.name == name }) else { return globalFrame }
      return globalFrame.offsetBy(dx: -space.globalFrame.minX, dy: -space.globalFrame.minY)
    }
  }

  /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
  ///
  /// ```swift
  /// proxy.frame(in: .named("scroll")).minY
  /// ```
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }

  /// Returns the given coordinate space's bounds rectangle, converted to the local coordinate
  /// space, or `nil` when no ancestor has that name.
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    guard let space = namedSpaces.first(where: { $0.name == coordinateSpace.name }) else { return nil }
    return space.globalFrame.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
  }
}

extension GeometryProxy {
  /// Whether `other` describes the same geometry: size, window frame and named spaces.
  ///
  /// NB: Not `Equatable`, which SwiftUI's proxy is not: this is how a reader tells that its
  /// content saw stale geometry.
  package func isSame(as other: GeometryProxy) -> Bool {
    size == other.size && globalFrame == other.globalFrame && namedSpaces == other.namedSpaces
  }
}

extension ViewNode {
  /// The geometry of this node placed at `rect` in its container's coordinates: the snapshot a
  /// geometry reader or a geometry-change action sees.
  package func geometry(placedAt rect: CGRect) -> GeometryProxy {
    var spaces: [GeometryProxy.NamedSpace] = []
    var ancestor = parent
    while let current = ancestor {
      if let space = current.layout as? CoordinateSpaceLayout, let placed = space.placedRect {
        spaces.append(
          GeometryProxy.NamedSpace(name: space.name, globalFrame: current.windowRect(of: placed)))
      }
      ancestor = current.parent
    }
    return GeometryProxy(size: rect.size, globalFrame: windowRect(of: rect), namedSpaces: spaces)
  }

  /// `rect`, in this node's container's coordinates, converted to the window's.
  private func windowRect(of rect: CGRect) -> CGRect {
    let view = container?.layout?.hostView ?? graph.hostView
    return view.convert(rect, to: nil)
  }
}
